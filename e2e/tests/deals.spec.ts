import type { Page } from "@playwright/test";
import { expectNoSeriousViolation } from "./axe";
import { acceptCookiesUpFront, DEMO_PASSWORD, expect, test } from "./fixtures";

// Seed facts (apps/api/src/db/README.md): offer 1 "20% off all pizzas" of maple-slice-pizza,
// offer 7 delisted (urban-moose).

test.describe("deals and offers", () => {
  test.beforeEach(async ({ page }) => {
    await acceptCookiesUpFront(page);
  });

  // The ads pop-up has its own journeys (ads.spec.ts); here it would cover what the journey clicks.
  async function withoutAds(page: Page) {
    await page.route("**/api/offers/v4/ads", (route) => route.fulfill({ json: { data: [] } }));
  }

  test("a category leads to an offer page, whose code asks a visitor to log in", async ({
    page,
  }) => {
    await withoutAds(page);
    await page.goto("/deals");
    await expect(page.getByRole("heading", { level: 1, name: "Student deals" })).toBeVisible();
    await page
      .getByRole("navigation", { name: "Deal categories" })
      .getByRole("link", { name: "Food & Drink" })
      .click();
    await expect(page).toHaveURL(/\/deals\/category\/food-and-drink$/);
    await expect(page.getByRole("heading", { level: 1, name: "Food & Drink" })).toBeVisible();
    // Spec §2.1: the tab reads the page's own heading, here the category's name.
    await expect(page).toHaveTitle("Food & Drink | SPC");

    const firstCard = page.locator(".offer-grid .offer-card__link").first();
    const title = (await firstCard.textContent()) ?? "";
    await firstCard.click();
    await expect(page).toHaveURL(/\/deals\/[a-z0-9-]+\/offer\/\d+\?source=category$/);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} | SPC`);

    await page
      .getByRole("button", { name: /Get the code|Go to the offer|Show my in-store offer/ })
      .click();
    const dialog = page.getByRole("dialog", { name: "Log in to get this deal" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Log in" })).toBeVisible();
  });

  test("a French search with a typo finds the pizza offer", async ({ page }) => {
    await withoutAds(page);
    await page.goto("/fr/deals");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
    const box = page.getByRole("combobox", { name: /Rechercher des rabais/ });
    await box.fill("pizzza");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\/pizzza$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("pizzza");
    await expect(page).toHaveTitle(/^Résultats pour «\spizzza\s» \| SPC$/);
    const result = page.getByRole("link", { name: "20 % de rabais sur toutes les pizzas" });
    await expect(result).toBeVisible();
    await result.click();
    await expect(page).toHaveURL(/\/deals\/maple-slice-pizza\/offer\/1\?source=search$/);
  });

  test("filters, sort and page survive a reload and back goes to the previous list", async ({
    page,
  }) => {
    await withoutAds(page);
    await page.goto("/deals");
    await page.getByRole("button", { name: "Online", exact: true }).click();
    await expect(page).toHaveURL(/\?filter=online$/);
    await page.getByLabel("Sort by").selectOption("alphabetical");
    await expect(page).toHaveURL(/\?filter=online&sort=alphabetical$/);
    await page
      .getByRole("navigation", { name: "Pages of deals" })
      .getByRole("link", { name: "Next" })
      .click();
    await expect(page).toHaveURL(/\?filter=online&sort=alphabetical&page=2$/);
    // The previous page stays on screen (dimmed, aria-busy) until the next one arrives.
    await expect(page.locator(".offer-grid[aria-busy=true]")).toHaveCount(0);
    const firstOnPage2 = await page.locator(".offer-grid .offer-card__link").first().textContent();

    await page.reload();
    await expect(page.getByRole("button", { name: "Online", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(page.getByLabel("Sort by")).toHaveValue("alphabetical");
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await expect(page.locator(".offer-grid .offer-card__link").first()).toHaveText(
      firstOnPage2 ?? "",
    );

    await page.goBack();
    await expect(page).toHaveURL(/\?filter=online&sort=alphabetical$/);
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  });

  test("a delisted offer says so and leads to the partner's deals", async ({ page }) => {
    await page.goto("/deals/urban-moose/offer/7");
    await expect(
      page.getByRole("heading", { level: 1, name: "This offer is no longer available" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "See this partner’s deals" })).toHaveAttribute(
      "href",
      "/deals/urban-moose",
    );
    await expect(page.getByRole("link", { name: "Browse all deals" })).toBeVisible();
  });

  test("/deals/offer/:id forwards to the canonical offer page and keeps the source", async ({
    page,
  }) => {
    await page.goto("/deals/offer/1?source=home");
    await expect(page).toHaveURL(/\/deals\/maple-slice-pizza\/offer\/1\?source=home$/);
    await expect(page.getByRole("heading", { level: 1, name: "20% off all pizzas" })).toBeVisible();
    await expect(page).toHaveTitle("20% off all pizzas | SPC");
  });

  for (const path of ["/deals", "/deals/maple-slice-pizza/offer/1"]) {
    test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
      // /deals carries a dozen rows of cards: axe needs longer than a journey on a busy machine.
      test.setTimeout(120_000);
      await withoutAds(page);
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.locator(".offer-card").first()).toBeVisible();
      await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
      await expectNoSeriousViolation(page);
    });
  }

  test("a visitor logs in from the offer page, comes back to it and reveals the code", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await withoutAds(page);
    await page.goto("/deals/maple-slice-pizza/offer/1?source=home");
    await page.getByRole("button", { name: "Get the code" }).click();
    await page
      .getByRole("dialog", { name: "Log in to get this deal" })
      .getByRole("link", { name: "Log in" })
      .click();
    await expect(page).toHaveURL(/\/login/);
    // The once-per-login policy notice of the accounts work may open over the offer: dismiss it.
    await page.addLocatorHandler(page.getByRole("button", { name: "Got it" }), async () => {
      await page.getByRole("button", { name: "Got it" }).click();
    });
    // Demo member of the seed (apps/api/src/db/seed/demo-accounts.ts).
    await page.getByLabel("E-mail").fill("member@demo.spc.ca");
    await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
    await page.locator("main").getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL(/\/deals\/maple-slice-pizza\/offer\/1\?source=home$/, {
      timeout: 20_000,
    });
    await page.getByRole("button", { name: "Get the code" }).click();
    const dialog = page.getByRole("dialog", { name: "Your Maple Slice Pizza deal" });
    await expect(dialog.getByText("SLICE20")).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Shop at Maple Slice Pizza" })).toHaveAttribute(
      "href",
      "https://www.maple-slice-pizza.example.com/order",
    );
  });

  test("on a phone, /categories opens the search dialog on the category grid @mobile", async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== "mobile", "mobile layout only");
    await withoutAds(page);
    await page.goto("/categories");
    const dialog = page.getByRole("dialog", { name: "Search" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("combobox")).toBeVisible();
    const tiles = dialog.getByRole("list", { name: "Browse discounts" }).getByRole("link");
    await expect(tiles.first()).toHaveText("SPC+");
    await dialog.getByRole("link", { name: "Food & Drink" }).click();
    await expect(page).toHaveURL(/\/deals\/category\/food-and-drink$/);
    await expect(dialog).toBeHidden();
  });
});
