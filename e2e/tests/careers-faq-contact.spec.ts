import { expectNoSeriousViolation } from "./axe";
import { acceptCookiesUpFront, expect, test, uniqueEmail } from "./fixtures";
import { findLayoutProblems } from "./layout-checks";

// Decision 0036: the careers, FAQ, contact, brands, bank-offers and marketplace pages, in both
// languages, with their content read from the seeded rows through the API.

test.beforeEach(async ({ page }) => {
  await acceptCookiesUpFront(page);
});

/** Each route's heading (from its content row) and something of its own content, per language. */
const PAGES = {
  en: {
    prefix: "",
    careers: "Careers at SPC",
    faq: "FAQ and help",
    contact: "Contact us",
    brands: "Brands",
    cibcOffers: "SPC+ offers with the bank",
    btsMarket: "The back-to-school market",
    openings: "Current openings",
    faqQuestion: /Is there a free trial/,
    send: "Send the message",
    market: "The back-to-school market is open",
  },
  fr: {
    prefix: "/fr",
    careers: "Carrières chez SPC",
    faq: "FAQ et aide",
    contact: "Nous joindre",
    brands: "Marques",
    cibcOffers: "Offres SPC+ avec la banque",
    btsMarket: "Le marché de la rentrée",
    openings: "Postes ouverts",
    faqQuestion: /Y a-t-il un essai gratuit/,
    send: "Envoyer le message",
    market: "Le marché de la rentrée est ouvert",
  },
} as const;

for (const [language, words] of Object.entries(PAGES)) {
  test(`${language}: each page shows its real heading and content`, async ({ page }) => {
    test.setTimeout(90_000);
    const h1 = () => page.getByRole("heading", { level: 1 });

    await page.goto(`${words.prefix}/careers`);
    await expect(h1()).toHaveText(words.careers);
    await expect(page).toHaveTitle(new RegExp(words.careers));
    await expect(page.getByRole("heading", { level: 2, name: words.openings })).toBeVisible();
    await expect(page.getByTestId("careers-categories").getByRole("button").first()).toBeVisible();
    await expect(
      page.getByText(language === "en" ? /450 deals/ : /450 rabais/).first(),
    ).toBeVisible();
    const team = page.getByTestId("careers-team").getByRole("listitem");
    await expect(team.first()).toBeVisible();
    expect(await team.count()).toBeLessThanOrEqual(3);

    await page.goto(`${words.prefix}/faq-help`);
    await expect(h1()).toHaveText(words.faq);
    await expect(page.getByRole("button", { name: words.faqQuestion })).toBeVisible();

    await page.goto(`${words.prefix}/contact`);
    await expect(h1()).toHaveText(words.contact);
    await expect(page.getByRole("button", { name: words.send })).toBeVisible();

    await page.goto(`${words.prefix}/brands`);
    await expect(h1()).toHaveText(words.brands);
    await expect(page.getByTestId("brand-link").first()).toBeVisible();

    await page.goto(`${words.prefix}/cibc/offers`);
    await expect(h1()).toHaveText(words.cibcOffers);
    await expect(page.locator(".offer-card").first()).toBeVisible();

    await page.goto(`${words.prefix}/bts-market-landing`);
    await expect(h1()).toHaveText(words.btsMarket);
    await expect(page.getByRole("heading", { level: 2, name: words.market })).toBeVisible();
    await expect(page.locator(".offer-card").first()).toBeVisible();
  });
}

test("careers: the call to action reaches the openings, a category expands, ?section= scrolls there, and axe finds nothing serious", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto("/careers");
  await expect(page.getByTestId("holiday-banner")).toBeVisible();
  const openingsHeading = page.getByRole("heading", { level: 2, name: "Current openings" });
  await expect(page.getByTestId("careers-categories")).toBeVisible();
  await page.getByRole("link", { name: "See open positions" }).click();
  await expect(openingsHeading).toBeFocused();
  await expect(openingsHeading).toBeInViewport();

  const category = page.getByTestId("careers-categories").getByRole("button").first();
  await expect(category).toHaveAttribute("aria-expanded", "false");
  // Closed categories hide their openings.
  await expect(page.getByRole("link", { name: /^Apply/ })).toHaveCount(0);
  await category.click();
  await expect(category).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("link", { name: /^Apply/ }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: /@/ }).last()).toHaveAttribute("href", /^mailto:/);

  // Benefits and perks ↔ values and principles.
  await page.getByRole("tab", { name: "Values and principles" }).click();
  await expect(page.getByRole("heading", { level: 3, name: "Our values" })).toBeVisible();

  await expectNoSeriousViolation(page);

  await page.goto("/careers?section=openings");
  await expect(openingsHeading).toBeInViewport({ timeout: 5_000 });
});

test("faq: the search filters the questions and counts them, in both languages; an anchor opens its question; axe finds nothing serious", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto("/faq-help");
  const questions = page.getByTestId("faq-question");
  await expect(questions.first()).toBeVisible();
  const all = await questions.count();
  expect(all).toBeGreaterThan(10);

  const search = page.getByRole("searchbox", { name: "Search the questions" });
  await search.fill("free trial");
  await expect(page.getByText("1 question matches")).toBeVisible();
  await expect(questions).toHaveCount(1);
  await questions.first().getByRole("button").click();
  await expect(questions.first().getByText(/new members can try SPC/i)).toBeVisible();

  await search.fill("zzzz nothing");
  await expect(page.getByText(/No question matches “zzzz nothing”/)).toBeVisible();
  await page.getByRole("button", { name: "Clear the search" }).click();
  await expect(questions).toHaveCount(all);

  await expectNoSeriousViolation(page);

  await page.goto("/fr/faq-help");
  const recherche = page.getByRole("searchbox", { name: "Chercher dans les questions" });
  await recherche.fill("essai gratuit");
  await expect(page.getByText("1 question correspond")).toBeVisible();

  await page.goto("/faq-help#auto-renew");
  const renew = page.locator("#auto-renew").getByRole("button");
  await expect(renew).toHaveAttribute("aria-expanded", "true");
  await expect(renew).toBeInViewport();
});

test("contact: each field is checked when left, and a sent message reaches the development mailbox", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("contact");
  await page.goto("/contact");
  const name = page.getByLabel("Your name");
  await name.focus();
  await page.getByLabel("Your e-mail address").focus();
  await expect(page.getByText("This field is required.")).toBeVisible();

  await name.fill("Sam Roy");
  await page.getByLabel("Your e-mail address").fill("sam@");
  await page.getByLabel("Topic").focus();
  await expect(page.getByText("Enter a valid e-mail address.")).toBeVisible();
  await page.getByLabel("Your e-mail address").fill(email);
  await page.getByLabel("Topic").selectOption("billing");
  await page.getByLabel(/Your message/).fill("Where can I find my receipt for this year?");
  await page.getByRole("button", { name: "Send the message" }).click();

  const sent = page.getByTestId("contact-sent");
  await expect(sent).toContainText("Message sent. Thank you!");
  const reference = (await sent.getByText(/Your reference:/).textContent())?.split(": ")[1]?.trim();
  expect(reference).toBeTruthy();

  await page.goto("/dev/mailbox");
  // The acknowledgement to the sender, and the message to the support address.
  await expect(page.getByRole("row").filter({ hasText: email })).toContainText(reference ?? "");
  await expect(page.getByRole("row").filter({ hasText: `Contact ${reference}` })).toContainText(
    "Sam Roy",
  );
});

test("brands: the letter index jumps to a letter, letters without a brand are disabled; axe finds nothing serious", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto("/brands");
  const index = page.getByRole("navigation", { name: "Brands by letter" });
  await expect(page.getByTestId("brand-link").first()).toBeVisible();
  const letters = index.getByRole("link");
  const count = await letters.count();
  expect(count).toBeGreaterThan(3);
  expect(await index.locator("[aria-disabled='true']").count()).toBe(27 - count);

  const last = letters.last();
  const letter = (await last.textContent())?.trim() ?? "";
  await last.click();
  const heading = page.getByRole("heading", { level: 2, name: letter, exact: true });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  const brand = page
    .getByRole("region", { name: letter, exact: true })
    .getByTestId("brand-link")
    .first();
  await expect(brand).toHaveAttribute("href", /^\/deals\/[\w-]+$/);

  await expectNoSeriousViolation(page);
});

// Spec §9 breakpoints: at a phone's 390 px and a laptop's 1366 px, in French (the longer words),
// nothing runs out of its box, the page does not scroll sideways and no word is split
// (layout-checks.ts).
for (const width of [390, 1366]) {
  test(`fr at ${width} px: the pages fit`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 844 });
    for (const path of [
      "careers",
      "faq-help",
      "contact",
      "brands",
      "cibc/offers",
      "bts-market-landing",
    ]) {
      await page.goto(`/fr/${path}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.waitForLoadState("networkidle");
      await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
      expect(await findLayoutProblems(page, { maxBarHeight: 72 }), path).toEqual([]);
    }
  });
}
