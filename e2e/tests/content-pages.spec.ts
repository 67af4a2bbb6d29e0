import type { PageCopy } from "../../apps/api/src/db/seed/content/page-copy";
import {
  comingSoonPage,
  freeSamplesPage,
  highSchoolPage,
  internationalPage,
  qrLandingPage,
} from "../../apps/api/src/db/seed/content/pages-audiences";
import {
  aboutPage,
  whySpcPage,
  whySpcStylePage,
} from "../../apps/api/src/db/seed/content/pages-company";
import { privacyPage } from "../../apps/api/src/db/seed/content/pages-privacy";
import { expectNoSeriousViolation } from "./axe";
import { acceptCookiesUpFront, expect, test } from "./fixtures";

// Issue 16: the former placeholders are real pages, in both languages, with their content rows'
// heading and lead (the seed's copy), and the blog opens a post. Decision 0035.

const ROW_PAGES: ReadonlyArray<[path: string, copy: PageCopy]> = [
  ["/about", aboutPage],
  ["/privacy", privacyPage],
  ["/why-spc", whySpcPage],
  ["/why-spc-hm", whySpcStylePage],
  ["/international", internationalPage],
  ["/highschool", highSchoolPage],
  ["/freesamples", freeSamplesPage],
  ["/qrlanding", qrLandingPage],
  ["/coming-soon", comingSoonPage],
];

test.beforeEach(async ({ page }) => {
  await acceptCookiesUpFront(page);
});

for (const language of ["en", "fr"] as const) {
  const prefix = language === "fr" ? "/fr" : "";

  test(`${language}: each content page shows its own heading, lead and text`, async ({ page }) => {
    test.setTimeout(90_000);
    for (const [path, copy] of ROW_PAGES) {
      await page.goto(`${prefix}${path}`);
      const title = language === "fr" ? copy.titleFr : copy.titleEn;
      const lead = language === "fr" ? copy.summaryFr : copy.summaryEn;
      await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(title);
      await expect(page.getByText(lead, { exact: true }), path).toBeVisible();
      // The body's first section heading, rendered from the row's markdown.
      await expect(page.locator(".content-markdown h2").first(), path).toBeVisible();
      await expect(page).toHaveTitle(`${title} | SPC`);
      await expect(page.getByText(/coming soon\. Thanks|arrive bientôt\. Merci/)).toHaveCount(0);
    }
  });

  test(`${language}: /why-spc sells with the price, the savings and the deal count`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/why-spc`);
    const facts = page.locator(".value-facts");
    await expect(facts).toContainText(language === "fr" ? "11,99" : "$11.99");
    await expect(facts).toContainText(language === "fr" ? "250 $ et plus" : "$250+");
    await expect(facts).toContainText(language === "fr" ? "450 et plus" : "450+");
  });

  test(`${language}: /business and /fundraising lead to their configured sites`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/business`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      language === "fr" ? "SPC pour les entreprises" : "SPC for business",
    );
    await expect(
      page.getByRole("link", {
        name: language === "fr" ? "Visiter SPC pour les entreprises" : "Visit SPC for business",
      }),
    ).toHaveAttribute("href", /^https?:\/\//);
    await page.goto(`${prefix}/fundraising`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      language === "fr" ? "Collecte de fonds" : "Fundraising",
    );
    await expect(
      page.getByRole("link", {
        name: language === "fr" ? "Visiter SPC collecte de fonds" : "Visit SPC fundraising",
      }),
    ).toHaveAttribute("href", /^https?:\/\//);
  });

  test(`${language}: the blog lists posts and opens one`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto(`${prefix}/blogs`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      language === "fr" ? "Le blogue SPC" : "The SPC blog",
    );
    const firstPost = page.locator(".blog-card .card__link").first();
    const title = (await firstPost.textContent())?.trim() ?? "";
    expect(title).not.toBe("");
    await firstPost.click();
    await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.locator(".content-markdown p").first()).toBeVisible();
    await expect(page).toHaveTitle(`${title} | SPC`);
    await page
      .getByRole("link", { name: language === "fr" ? "Tous les articles" : "All posts" })
      .click();
    await expect(page).toHaveURL(/\/blogs$/);
  });
}

test("an unknown blog post is the not-found page", async ({ page }) => {
  const response = await page.goto("/blog/no-such-post");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
});

test("axe finds no serious or critical violation on a blog post and /about", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto("/blogs");
  await page.locator(".blog-card .card__link").first().click();
  await expect(page.locator(".content-markdown p").first()).toBeVisible();
  await expectNoSeriousViolation(page);
  await page.goto("/about");
  await expect(page.locator(".content-markdown h2").first()).toBeVisible();
  await expectNoSeriousViolation(page);
});
