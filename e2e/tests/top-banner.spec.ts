import { expectNoSeriousViolation } from "./axe";
import { acceptCookiesUpFront, expect, test } from "./fixtures";

// The seed runs BACK2SCHOOL20 (20 % off, ending in 30 days): the store's top banner advertises it
// (spec §2.6, §7 GET /topBannerStatus; decision 0050).
test.use({ topBanner: true });

test.beforeEach(async ({ page }) => {
  await acceptCookiesUpFront(page);
  // Every layout shift of the page, as the browser reports it (CLS: shifts without recent input).
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{
        value: number;
        hadRecentInput: boolean;
      }>) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
});

test("the promotion strip holds its place, speaks the viewer's language and stays closed", async ({
  page,
}) => {
  await page.goto("/deals");
  const banner = page.getByRole("complementary", { name: "Current promotion" });
  await expect(banner).toContainText("20% off a membership with the code BACK2SCHOOL20");
  await expect(banner.getByRole("link", { name: "Get it" })).toHaveAttribute(
    "href",
    /\/purchase\?promo_code=BACK2SCHOOL20$/,
  );
  // It sits above the header.
  const bannerBox = await banner.boundingBox();
  const headerBox = await page.getByRole("banner").boundingBox();
  expect(bannerBox!.y + bannerBox!.height).toBeLessThanOrEqual(headerBox!.y + 1);
  // Its arrival (its words load after the first render) moves nothing on the page.
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await page.waitForTimeout(500);
  const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
  test.info().annotations.push({ type: "CLS", description: cls.toFixed(4) });
  expect(cls).toBeLessThan(0.01);
  await expectNoSeriousViolation(page);

  await banner.getByRole("button", { name: "Close the promotion banner" }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Current promotion" })).toHaveCount(0);
});

test("the strip is in French at a French address, and absent on a landing route", async ({
  page,
}) => {
  await page.goto("/fr/deals");
  const banner = page.getByRole("complementary", { name: "Promotion en cours" });
  await expect(banner).toContainText(/20\s% de rabais sur l’adhésion avec le code BACK2SCHOOL20/);
  await expect(banner.getByRole("link", { name: "J’en profite" })).toBeVisible();

  await page.goto("/qrlanding");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(
    page.getByRole("complementary", { name: /Current promotion|Promotion en cours/ }),
  ).toHaveCount(0);
});

test.describe("for a crawler", () => {
  test.use({
    userAgent:
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/131.0.0.0",
  });

  test("a search engine gets no promotion strip", async ({ page }) => {
    await page.goto("/deals");
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.locator('meta[name="spc-top-banner"]')).toHaveCount(0);
    await expect(page.getByRole("complementary", { name: "Current promotion" })).toHaveCount(0);
  });
});
