import { expectNoSeriousViolation } from "./axe";
import { acceptCookiesUpFront, createMember, expect, test, uniqueEmail } from "./fixtures";

// The 'june-acq' acquisition promo (spec §2.8, §7 GET /user/may-acquisition; decision 0050).
test.use({ acquisitionPromo: true });

test("a member without a card is offered the campaign once, redeems it and sees the result", async ({
  page,
  baseURL,
}) => {
  await acceptCookiesUpFront(page);
  await createMember(page.request, baseURL!, uniqueEmail("acq"));
  await page.goto("/deals");
  const offer = page.getByRole("dialog", { name: "A month of SPC, on us" });
  await expect(offer).toBeVisible({ timeout: 10_000 });
  await expectNoSeriousViolation(page);
  await offer.getByRole("button", { name: "Redeem my 30 days" }).click();
  const done = page.getByRole("dialog", { name: "Your 30 days have started" });
  await expect(done).toBeVisible();
  await done.getByRole("link", { name: "See the deals" }).click();
  await expect(done).toHaveCount(0);

  // Once per campaign per member: a later visit does not offer it again.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForTimeout(4000);
  await expect(page.getByRole("dialog", { name: "A month of SPC, on us" })).toHaveCount(0);
});

test("the promo waits behind a dialog the person opened", async ({ page, baseURL }) => {
  await acceptCookiesUpFront(page);
  await createMember(page.request, baseURL!, uniqueEmail("acq-wait"), { language: "fr" });
  await page.goto("/fr/deals");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The person opens the menu before the promo's 3 s have passed.
  await page.setViewportSize({ width: 400, height: 800 });
  await page.getByRole("button", { name: "Ouvrir le menu" }).click();
  const menu = page.getByRole("dialog").first();
  await expect(menu).toBeVisible();
  await page.waitForTimeout(4000);
  await expect(
    page.getByRole("dialog", { name: "Un mois de SPC, c’est nous qui l’offrons" }),
  ).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(
    page.getByRole("dialog", { name: "Un mois de SPC, c’est nous qui l’offrons" }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Plus tard" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});
