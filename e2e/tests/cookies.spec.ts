import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

async function storedCategories(page: Page) {
  const stored = await page.evaluate(() => window.localStorage.getItem("cookies"));
  return JSON.parse(stored ?? "{}").categories;
}

test.describe("cookie consent", () => {
  test("the banner shows on a first visit and the choice survives a reload", async ({ page }) => {
    await page.goto("/");
    const banner = page.getByRole("region", { name: "We value your privacy" });
    await expect(banner).toBeVisible();
    await banner.getByRole("button", { name: "Only necessary" }).click();
    await expect(banner).toBeHidden();

    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(banner).toBeHidden();
    expect(await storedCategories(page)).toEqual({
      strictly_necessary: true,
      analytical: false,
      marketing: false,
      functional: false,
    });
  });

  test("settings let a visitor pick categories, and the choice is kept", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Settings" }).click();
    const dialog = page.getByRole("dialog", { name: "Cookie preferences" });
    await expect(dialog).toBeVisible();
    // Strictly necessary cookies cannot be switched off: no switch, an "Always active" note.
    await expect(dialog.getByRole("switch", { name: /Strictly necessary/ })).toHaveCount(0);
    await expect(dialog.getByText("Always active")).toBeVisible();
    await dialog.getByRole("switch", { name: /Analytical/ }).click();
    await dialog.getByRole("button", { name: "Confirm my choices" }).click();
    await expect(dialog).toBeHidden();

    await page.reload();
    await expect(page.getByRole("region", { name: "We value your privacy" })).toBeHidden();
    expect(await storedCategories(page)).toEqual({
      strictly_necessary: true,
      analytical: true,
      marketing: false,
      functional: false,
    });
  });

  test.describe("for a crawler", () => {
    test.use({
      // Google's smartphone crawler: a phone's user agent, which would get the app banner too.
      userAgent:
        "Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      viewport: { width: 412, height: 915 },
    });

    test("a search engine reads the page with no consent banner, app banner or pop-up", async ({
      page,
    }) => {
      await page.goto("/deals");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.locator('meta[name="spc-visitor"]')).toHaveAttribute("content", "crawler");
      // The footer arrives after load: by then the banner would be there too.
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await expect(page.getByRole("region", { name: "We value your privacy" })).toHaveCount(0);
      await expect(page.getByRole("complementary", { name: "Get the SPC app" })).toHaveCount(0);
      await expect(page.getByRole("dialog")).toHaveCount(0);
      expect(await storedCategories(page)).toBeUndefined();
    });
  });
});
