import { expect, test } from "@playwright/test";

test.describe("languages", () => {
  test("the home page opens in English by default", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en-CA");
    await expect(page).toHaveTitle(/^Home \| SPC$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Log in" }).first()).toBeVisible();
  });

  test("/fr switches the home page to French and strips the prefix", async ({ page }) => {
    await page.goto("/fr");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
    await expect(page).toHaveTitle(/^Accueil \| SPC$/);
  });

  test("a /fr/... prefix opens that page in French and keeps the query", async ({ page }) => {
    await page.goto("/fr/why-spc?utm_source=poster");
    await expect(page).toHaveURL(/\/why-spc\?utm_source=poster$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
    await expect(page).toHaveTitle(/Pourquoi SPC \| SPC/);
  });

  test("a trailing /fr/ switches to French too", async ({ page }) => {
    await page.goto("/about/fr/");
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
  });

  test("the chosen language is remembered and /en switches back", async ({ page }) => {
    await page.goto("/fr");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
    await page.goto("/about");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
    await page.goto("/en/about");
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-CA");
  });
});
