import { expectNoSeriousViolation } from "./axe";
import {
  acceptCookiesUpFront,
  createMember,
  dismissNotices,
  expect,
  test,
  uniqueEmail,
} from "./fixtures";

// A member verifies a school address on the profile with the code from the development mailbox
// (decision 0041), and the page stays free of serious and critical axe violations.

test("a member verifies a McGill address with the e-mailed code and sees the verified badge", async ({
  page,
  context,
  baseURL,
}) => {
  await acceptCookiesUpFront(page);
  await dismissNotices(page);
  await createMember(page.request, baseURL!, uniqueEmail("student"));
  const local = `e2e${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  const schoolAddress = `${local}@mail.mcgill.ca`;

  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "Student status" })).toBeVisible();

  // A wrong domain shows the translated §8 refusal.
  await page.getByLabel("Search for your school").fill("mcgill");
  await page.getByLabel("School", { exact: true }).selectOption({ label: "McGill University" });
  await page.getByLabel("School e-mail address").fill(`${local}@gmail.com`);
  await page.getByRole("button", { name: "Send the code" }).click();
  await expect(
    page.getByText("This e-mail address does not belong to the school you chose."),
  ).toBeVisible();

  await page
    .getByLabel("School e-mail address")
    .fill(schoolAddress.replace("@", "+spc@").toUpperCase());
  await page.getByRole("button", { name: "Send the code" }).click();
  await expect(page.getByText(/We sent a code to/)).toBeVisible();

  await expectNoSeriousViolation(page);

  // Read the code in the development mailbox, in another tab.
  const mailbox = await context.newPage();
  await mailbox.goto("/dev/mailbox");
  await mailbox
    .getByRole("row")
    .filter({ hasText: schoolAddress })
    .getByRole("link")
    .first()
    .click();
  const text = (await mailbox.locator("body").textContent()) ?? "";
  const code = /Your code: (\d{6})/.exec(text)?.[1];
  expect(code, text).toBeTruthy();
  await mailbox.close();

  await page.getByLabel("6-digit code").fill(code!);
  await page.getByRole("button", { name: "Verify", exact: true }).click();
  await expect(page.getByText(/Verified student until/)).toBeVisible();
  await expect(page.getByText("School: McGill University")).toBeVisible();

  // Still there after a reload (the profile API keeps it).
  await page.reload();
  await expect(page.getByText(/Verified student until \w+ \d+, \d{4}/)).toBeVisible();
});

test("a French member verifies from the e-mailed link and sees the badge in French", async ({
  page,
  baseURL,
}) => {
  await acceptCookiesUpFront(page);
  await dismissNotices(page);
  await createMember(page.request, baseURL!, uniqueEmail("student-link"), {
    language: "fr",
    profile: { language: "fr" },
  });
  const schoolAddress = `e2e${Date.now()}${Math.floor(Math.random() * 1e6)}@umontreal.ca`;
  const sent = await page.request.post("/api/users/student/verification", {
    headers: { Origin: baseURL! },
    data: { student_email: schoolAddress, school_id: "umontreal" },
  });
  expect(sent.ok()).toBe(true);

  await page.goto("/dev/mailbox");
  const row = page.getByRole("row").filter({ hasText: schoolAddress });
  await expect(row).toContainText("Votre code de vérification étudiante SPC");
  await row.getByRole("link", { name: "open link" }).first().click();
  await expect(page.getByText("Votre statut étudiant est vérifié.")).toBeVisible();
  await expect(page.getByText(/Statut étudiant vérifié jusqu’au 31 août \d{4}/)).toBeVisible();
});
