import type { BrowserContext } from "@playwright/test";
import { expectNoSeriousViolation } from "./axe";
import { acceptCookiesUpFront, createMember, expect, test, uniqueEmail } from "./fixtures";

// A visitor subscribes from the e-mail opt-in pop-up (spec §2.9), confirms from the development
// mailbox, then leaves from the preferences page every marketing e-mail links to (decisions
// 0044, 0045); each page stays free of serious and critical axe violations.
test.use({ emailOptPopup: true });

/** The link matching `pattern` among the mails to `address` (the mailbox lists each mail's links). */
async function linkInMailbox(context: BrowserContext, address: string, pattern: RegExp) {
  const mailbox = await context.newPage();
  try {
    await mailbox.goto("/dev/mailbox");
    const hrefs = await mailbox
      .getByRole("row")
      .filter({ hasText: address })
      .locator("a[href]")
      .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
    const found = hrefs.find((href) => pattern.test(href));
    if (!found) throw new Error(`no mail to ${address} with ${pattern}: ${hrefs.join(" ")}`);
    const url = new URL(found);
    return url.pathname + url.search;
  } finally {
    await mailbox.close();
  }
}

test("a visitor subscribes from the pop-up, confirms from the mailbox and unsubscribes", async ({
  page,
  context,
}) => {
  await acceptCookiesUpFront(page);
  const address = uniqueEmail("newsletter");
  await page.goto("/");

  const popup = page.getByRole("dialog", { name: "New deals, straight to your inbox" });
  await expect(popup).toBeVisible({ timeout: 10_000 });
  await expectNoSeriousViolation(page);
  await popup.getByLabel("E-mail address").fill(address);
  await popup.getByRole("button", { name: "Sign me up" }).click();
  await expect(popup.getByText(/check your inbox/)).toBeVisible();
  await popup.getByRole("button", { name: "Close", exact: true }).first().click();
  await expect(popup).toBeHidden();

  // Subscribed on this device: the next start asks nothing.
  await page.reload();
  await page.waitForTimeout(2000);
  await expect(page.getByRole("dialog")).toHaveCount(0);

  const confirm = await linkInMailbox(
    context,
    address,
    /^https?:\/\/[^/]+\/newsletter\/confirm\?token=[A-Za-z0-9_-]+$/,
  );
  await page.goto(confirm);
  await expect(
    page.getByRole("heading", { level: 1, name: "Confirm your subscription" }),
  ).toBeVisible();
  await expect(page.getByText(/You're subscribed/)).toBeVisible();
  await expect(page).toHaveTitle(/Confirm your subscription/);
  await expectNoSeriousViolation(page);

  const preferences = await linkInMailbox(
    context,
    address,
    /^https?:\/\/[^/]+\/newsletter\/preferences\?token=[A-Za-z0-9_-]+$/,
  );
  await page.goto(preferences);
  await expect(page.getByText(/receives our deals e-mails/)).toBeVisible();
  await expectNoSeriousViolation(page);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByText(/you won't receive our deals e-mails/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Subscribe again" })).toBeVisible();
});

test("a signed-in member subscribes their account's address in one click", async ({
  page,
  baseURL,
}) => {
  await acceptCookiesUpFront(page);
  const address = uniqueEmail("member-opt-in");
  await createMember(page.request, baseURL!, address, { profile: { email_opt_in: false } });
  // Home: /deals has its own ads pop-up, and only one pop-up opens per start.
  await page.goto("/");

  // The simple opt-in (spec §2.8): no address field, the account's own address named.
  const popup = page.getByRole("dialog", { name: "New deals, straight to your inbox" });
  await expect(popup).toBeVisible({ timeout: 10_000 });
  await expect(popup.getByRole("textbox")).toHaveCount(0);
  await expect(popup.getByText(address)).toBeVisible();
  await expectNoSeriousViolation(page);
  await popup.getByRole("button", { name: "Sign me up" }).click();
  await expect(
    popup.getByText(`Done! Deals will reach ${address}.`, { exact: false }),
  ).toBeVisible();
  await popup.getByRole("button", { name: "Close", exact: true }).first().click();
  await expect(popup).toBeHidden();

  // The profile holds it, so another device of this member is not asked either.
  const profile = await page.request.get("/api/users/v2/user/register");
  expect((await profile.json()).profile.email_opt_in).toBe(true);
  await page.evaluate(() => {
    window.localStorage.removeItem("email_opt_subscribed");
    window.localStorage.removeItem("email_opt_shown");
  });
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForTimeout(2000);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("the newsletter pages speak French and refuse a broken link", async ({ page }) => {
  await acceptCookiesUpFront(page);
  await page.addInitScript(() => {
    window.localStorage.setItem("email_opt_subscribed", new Date().toISOString());
  });
  await page.goto("/fr/newsletter/confirm?token=not-a-real-token-at-all-123");
  await expect(
    page.getByRole("heading", { level: 1, name: "Confirmez votre abonnement" }),
  ).toBeVisible();
  await expect(page.getByText(/Ce lien ne fonctionne pas/)).toBeVisible();
  await expectNoSeriousViolation(page);
});
