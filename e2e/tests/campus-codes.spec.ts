import * as OTPAuth from "otpauth";
import { expectNoSeriousViolation } from "./axe";
import {
  acceptCookiesUpFront,
  createMember,
  DEMO_PASSWORD,
  dismissNotices,
  expect,
  test,
  uniqueEmail,
} from "./fixtures";

// Campus codes (decision 0047): an editor adds codes to Dalhousie's stock on /admin/schools (axe
// on the page), then a member verified at Dalhousie claims a campus card from the profile's
// Student status section through the remaining campus code dialog.

const DEMO_STAFF_TOTP = new OTPAuth.TOTP({
  secret: OTPAuth.Secret.fromUTF8("SPC-demo-staff-totp-not-secret!!"),
});

test("an editor adds campus codes and a verified student claims a campus card", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  // The staff member works in a browser context of their own (axe needs a context's page).
  const staffContext = await browser.newContext({ baseURL });
  const staff = await staffContext.newPage();
  const signedIn = await staff.request.post("/api/auth/sign-in/email", {
    headers: { Origin: baseURL! },
    data: { email: "editor@demo.spc.ca", password: DEMO_PASSWORD },
  });
  expect(await signedIn.json()).toMatchObject({ twoFactorRedirect: true });
  const verified = await staff.request.post("/api/auth/two-factor/verify-totp", {
    headers: { Origin: baseURL! },
    data: { code: DEMO_STAFF_TOTP.generate() },
  });
  expect(verified.ok()).toBe(true);

  await staff.goto("/admin/schools");
  await expect(
    staff.getByRole("heading", { level: 1, name: "Campus codes by school" }),
  ).toBeVisible();
  await staff.getByLabel("Search for a school").fill("dalhousie");
  const row = staff.getByRole("row").filter({ hasText: "Dalhousie University" });
  await expect(row).toBeVisible();
  await row.getByRole("button", { name: "Manage the codes of Dalhousie University" }).click();
  const panel = staff.getByRole("region", { name: /^Dalhousie University: / });
  await panel.getByLabel("Codes to add").fill("3");
  await panel.getByRole("button", { name: "Add the codes" }).click();
  await expect(panel.getByText("Saved.")).toBeVisible();
  await expectNoSeriousViolation(staff);
  await staffContext.close();

  await acceptCookiesUpFront(page);
  await dismissNotices(page);
  await createMember(page.request, baseURL!, uniqueEmail("campus"));
  const schoolAddress = `e2e${Date.now()}${Math.floor(Math.random() * 1e6)}@dal.ca`;
  const sent = await page.request.post("/api/users/student/verification", {
    headers: { Origin: baseURL! },
    data: { student_email: schoolAddress, school_id: "dal" },
  });
  expect(sent.ok()).toBe(true);
  await page.goto("/dev/mailbox");
  await page
    .getByRole("row")
    .filter({ hasText: schoolAddress })
    .getByRole("link", { name: "open link" })
    .first()
    .click();
  await expect(page.getByText("Your student status is verified.")).toBeVisible();

  await page.goto("/profile");
  await page.getByRole("button", { name: "Get my campus card" }).click();
  const dialog = page.getByRole("dialog", { name: "Remaining campus codes" });
  await expect(dialog).toContainText(/Your school has \d+ campus codes? left\./);
  await expectNoSeriousViolation(page);
  await dialog.getByRole("button", { name: "Claim my campus card" }).click();
  await expect(dialog.getByText(/^Campus card number: 6018( \d{4}){3}$/)).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).first().click();
  await expect(page.getByText("You have claimed your school’s campus card.")).toBeVisible();
});
