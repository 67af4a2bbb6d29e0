import { createHmac } from "node:crypto";
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

// Back-to-school event links (spec §2.1 /signup with campus_id + event_id, §2.4 /bts-2025, §8
// "active event link available"; decision 0041 "School portal and back-to-school"): the seeded
// event bts-2026 at uoft is running, with the school code UOFT15.

test.beforeEach(async ({ page }) => {
  await acceptCookiesUpFront(page);
  await dismissNotices(page);
});

test("a valid event link opens the back-to-school join dialog, which keeps the school code", async ({
  page,
}) => {
  await page.goto("/signup?event_id=bts-2026&campus_id=uoft");
  await expect(page).toHaveURL(/\/bts-2025\?.*event_id=bts-2026/);
  const dialog = page.getByRole("dialog", { name: "This event link is active" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Back to school 2026");
  await expect(dialog).toContainText("UOFT15");
  await expectNoSeriousViolation(page);
  await dialog.getByRole("link", { name: "Join through this event" }).click();
  // A visitor signs up first (the purchase's rule); the school code waits for the purchase.
  await expect(page).toHaveURL(/\/signup\?purchaseNavigation=true$/);
  expect(
    await page.evaluate(() => JSON.parse(sessionStorage.getItem("spc.purchase.draft") ?? "null")),
  ).toEqual({ code: "UOFT15" });
});

test("an unknown event link says it is not valid and opens no dialog", async ({ page }) => {
  await page.goto("/bts-2025?event_id=bts-1999&campus_id=uoft");
  await expect(
    page.getByText("This event link is not valid. Check the link your school sent you."),
  ).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expectNoSeriousViolation(page);
});

// The school-portal registration (spec §2.3, §4): Concordia's portal sends a student with a signed
// token; once the student has an account, the registration completes, clears the stored school
// data and says the school membership is active. Concordia gets two campus codes first.
const DEMO_STAFF_TOTP = new OTPAuth.TOTP({
  secret: OTPAuth.Secret.fromUTF8("SPC-demo-staff-totp-not-secret!!"),
});
// NODE_ENV=test: the API trusts tokens signed with the development secret (decision 0041).
const PORTAL_SECRET = "spc-development-school-portal-secret-0001";

function portalToken(schoolId: string): string {
  const nonce = `e2e${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  const signature = createHmac("sha256", PORTAL_SECRET)
    .update(`${schoolId}.${nonce}`)
    .digest("base64url");
  return `${schoolId}.${nonce}.${signature}`;
}

test("a student sent by the school portal is registered once they have an account", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const staffContext = await browser.newContext({ baseURL });
  const staff = staffContext.request;
  const headers = { Origin: baseURL! };
  await staff.post("/api/auth/sign-in/email", {
    headers,
    data: { email: "editor@demo.spc.ca", password: DEMO_PASSWORD },
  });
  const verified = await staff.post("/api/auth/two-factor/verify-totp", {
    headers,
    data: { code: DEMO_STAFF_TOTP.generate() },
  });
  expect(verified.ok()).toBe(true);
  const added = await staff.put("/api/admin/schools/concordia/campus-codes", {
    headers,
    data: { add: 2 },
  });
  expect(added.ok()).toBe(true);
  await staffContext.close();

  const token = portalToken("concordia");
  await page.goto(`/campus/concordia?unique_token=${encodeURIComponent(token)}`);
  await expect(
    page.getByRole("heading", { level: 1, name: "Join SPC through your school" }),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("unique_token"))).toBe(token);

  await createMember(page.request, baseURL!, uniqueEmail("portal"));
  await page.goto("/deals");
  const dialog = page.getByRole("dialog", { name: "Your school membership is active" });
  await expect(dialog).toBeVisible();
  await expectNoSeriousViolation(page);
  expect(await page.evaluate(() => localStorage.getItem("unique_token"))).toBeNull();
});
