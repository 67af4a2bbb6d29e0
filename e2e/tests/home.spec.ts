import { expectNoSeriousViolation } from "./axe";
import { acceptCookiesUpFront, expect, test } from "./fixtures";

test.beforeEach(async ({ page }) => {
  await acceptCookiesUpFront(page);
  await page.route("**/api/offers/v4/ads", (route) => route.fulfill({ json: { data: [] } }));
});

test("below the hero, the home page shows trending deals, brands, how it works and members' words", async ({
  page,
}) => {
  await page.goto("/");
  const brands = page.getByRole("region", { name: "Brands you already shop" });
  await expect(brands.getByRole("list").getByRole("link")).toHaveCount(10);
  await expect(page.getByRole("heading", { level: 2, name: "How it works" })).toBeVisible();
  await expect(page.getByText("online for $11.99 a year")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "What members say" })).toBeVisible();

  // The trending row reads its deals once it comes near the screen.
  const trending = page.getByRole("region", { name: /Trending with students this week/ });
  await trending.scrollIntoViewIfNeeded();
  await expect(trending.locator(".offer-card").first()).toBeVisible();
  await expect(trending.locator(".offer-card__logo").first()).toBeVisible();

  await expectNoSeriousViolation(page);

  // A brand leads to its deals.
  const first = brands.getByRole("list").getByRole("link").first();
  const name = (await first.textContent())?.trim() ?? "";
  await first.click();
  await expect(page).toHaveURL(/\/(deals|search)/);
  expect(name).not.toBe("");
});

test("the home page's new sections speak French", async ({ page }) => {
  await page.goto("/fr");
  await expect(
    page
      .getByRole("region", { name: "Des marques que vous connaissez déjà" })
      .getByRole("list")
      .getByRole("link"),
  ).toHaveCount(10);
  await expect(page.getByRole("heading", { level: 2, name: "Comment ça marche" })).toBeVisible();
  await expect(page.getByText(/en ligne pour 11,99\s\$ par année/)).toBeVisible();
  await expect(
    page.getByRole("heading", { level: 2, name: "Ce qu’en disent nos membres" }),
  ).toBeVisible();
});

test("the home page ends with the app's store badges", async ({ page }) => {
  await page.goto("/");
  const app = page.getByRole("region", { name: "Take SPC everywhere" });
  await expect(app.getByRole("link", { name: /App Store/ })).toBeVisible();
  await expect(app.getByRole("link", { name: /Google Play/ })).toBeVisible();
});
