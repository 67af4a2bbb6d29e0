import { expectNoSeriousViolation } from "./axe";
import { acceptCookiesUpFront, dismissNotices, expect, test } from "./fixtures";

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
