import type { APIRequestContext } from "@playwright/test";
import {
  acceptCookiesUpFront,
  createMember,
  dismissNotices,
  expect,
  test,
  uniqueEmail,
} from "./fixtures";

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

test.describe("a member's language", () => {
  test.beforeEach(async ({ page }) => {
    await acceptCookiesUpFront(page);
    await dismissNotices(page);
  });

  /** What the member's profile says, from the API (the record the toggle saves to). */
  async function profileLanguage(request: APIRequestContext) {
    const answer = await request.get("/api/users/v2/user/register");
    return ((await answer.json()) as { profile: { language: string } }).profile.language;
  }

  test("a /fr link wins over an English profile for the visit and is not saved; the toggle is", async ({
    page,
    baseURL,
  }) => {
    await createMember(page.request, baseURL!, uniqueEmail("lang-link"));

    // Signed in with an English profile, the member opens a French link: the page stays French
    // once the session has loaded, and so do the next page loads of this sign-in.
    await page.goto("/fr/profile");
    await expect(page.getByRole("heading", { level: 1, name: "Mon profil" })).toBeVisible();
    await expect(page.getByText("H2X 1Y4")).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
    await page.goto("/profile");
    await expect(page.getByText("H2X 1Y4")).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
    expect(await profileLanguage(page.request)).toBe("en");

    // The toggle is the member's choice: English, then French again, is saved to the profile.
    await page.getByRole("button", { name: "English" }).first().click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en-CA");
    await page.getByRole("button", { name: "Français" }).first().click();
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
    await expect.poll(() => profileLanguage(page.request)).toBe("fr");
  });

  test("an English profile applies once at sign-in over the device's French", async ({
    page,
    baseURL,
  }) => {
    // The device remembers French from an earlier visit, before the member signs in.
    await page.goto("/fr/about");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
    await createMember(page.request, baseURL!, uniqueEmail("lang-profile"));
    await page.goto("/profile");
    await expect(page.getByRole("heading", { level: 1, name: "My profile" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en-CA");
    expect(await profileLanguage(page.request)).toBe("en");
  });
});
