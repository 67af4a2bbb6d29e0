import { expectNoSeriousViolation } from "./axe";
import {
  acceptCookiesUpFront,
  createMember,
  dismissNotices,
  expect,
  test,
  uniqueEmail,
} from "./fixtures";

// The new-member promotion (spec §2.8; decision 0053): a member whose membership just began is
// invited, once, to share their referral code; the offer is remembered on the server.
test.use({ newMemberPromo: true });

test("a member who just bought is invited once to share their code, copies it, and is not asked again", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL! });
  await acceptCookiesUpFront(page);
  await dismissNotices(page);
  await createMember(page.request, baseURL!, uniqueEmail("newmember"));
  const code = (await (await page.request.get("/api/store/v2/referrals_codes")).json())
    .referral_code as string;
  expect(code).toMatch(/^[A-Z0-9]{8}$/);

  // A purchase with the local test gateway makes them a member.
  await page.goto("/purchase");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/purchase\/summary$/);
  await page.getByLabel("Approved payment (test card)").check();
  await page.getByRole("button", { name: /^Pay \$\d+\.\d\d$/ }).click();
  await expect(page).toHaveURL(/\/purchase\/completion$/, { timeout: 20_000 });

  // A moment later the invitation opens over the completion page, with the API's discount.
  const promo = page.getByRole("dialog", { name: "Share SPC with your friends" });
  await expect(promo).toBeVisible({ timeout: 15_000 });
  await expect(promo).toContainText(
    `Friends who join with your code ${code} save 10% on their membership.`,
  );
  await expectNoSeriousViolation(page);

  await promo.getByRole("button", { name: "Copy code" }).click();
  await expect(promo.getByRole("status")).toHaveText(
    "Code copied. Paste it in a message to a friend.",
  );
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  await promo.getByRole("button", { name: "Maybe later" }).click();
  await expect(promo).toHaveCount(0);

  // Remembered on the server (every device knows), so a later visit does not offer it again.
  const profile = (await (await page.request.get("/api/users/v2/user/register")).json()).profile;
  expect(profile.alerts.new_member_promo).toBe(true);
  await page.goto("/deals");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForTimeout(4500);
  await expect(page.getByRole("dialog", { name: "Share SPC with your friends" })).toHaveCount(0);
});

test("a member without a membership is not invited", async ({ page, baseURL }) => {
  await acceptCookiesUpFront(page);
  await dismissNotices(page);
  await createMember(page.request, baseURL!, uniqueEmail("newmember-none"));
  await page.goto("/deals");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForTimeout(4500);
  await expect(page.getByRole("dialog", { name: "Share SPC with your friends" })).toHaveCount(0);
  const profile = (await (await page.request.get("/api/users/v2/user/register")).json()).profile;
  expect(profile.alerts.new_member_promo).toBeUndefined();
});
