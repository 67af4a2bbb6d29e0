import type { Locator, Page } from "@playwright/test";
import { acceptCookiesUpFront, createMember, dismissNotices, expect, test } from "./fixtures";

// Visual regression (issue 14): the main pages at a phone's and a laptop's width, in both
// languages, compared with the committed pictures in __screenshots__/visual.spec.ts/. After an
// intended change of look, refresh them with
//   npm run build && cd e2e && npx playwright test tests/visual.spec.ts --update-snapshots
// and review the new pictures before committing them.
//
// What makes a run repeatable: the demo seed is deterministic; the pictures are taken with
// animations and the caret off and the system fonts pinned (visual.css); what changes from run to
// run or day to day (a new member's e-mail and card number, dates counted from today, the card's
// barcode and QR) is masked.

const WIDTHS = [
  { name: "phone", viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: "laptop", viewport: { width: 1366, height: 768 }, isMobile: false, hasTouch: false },
] as const;
const LANGUAGES = ["en", "fr"] as const;

const STYLE_PATH = new URL("./visual.css", import.meta.url).pathname;

interface VisualPage {
  name: string;
  path: string;
  /** A member with a card is signed in before the page opens. */
  member?: boolean;
  /** Waits for what makes the page "loaded" beyond the main heading. */
  ready?: (page: Page) => Promise<void>;
  /** Reaches the page by the route users take (pages that need earlier steps). */
  open?: (page: Page, language: "en" | "fr") => Promise<void>;
  /** Parts that change between runs. */
  mask?: (page: Page) => Locator[];
}

const memberMasks = (page: Page) => [
  page.getByTestId("membership-card-number"),
  page.getByTestId("membership-barcode"),
  page.getByTestId("membership-qr"),
  // The printed card number and any date (expiry, renewal, payments) move with the day.
  page.getByText(/^\d{16}$/),
  page.getByText(/^visual-\d+@example\.com$/),
  page.getByText(/\b20\d\d\b/),
];

const PAGES: VisualPage[] = [
  { name: "home", path: "/" },
  { name: "deals", path: "/deals" },
  { name: "category", path: "/deals/category/food-and-drink" },
  { name: "offer", path: "/deals/offer/1" },
  { name: "signup", path: "/signup" },
  { name: "purchase", path: "/purchase", member: false },
  {
    name: "purchase-summary",
    path: "/purchase",
    open: async (page, language) => {
      await page.goto(`/${language}/purchase`);
      await page
        .getByRole("button", { name: language === "fr" ? "Continuer" : "Continue" })
        .click();
      await expect(page).toHaveURL(/\/purchase\/summary$/);
      await expect(page.getByTestId("price-total")).toBeVisible();
    },
  },
  { name: "membership-screen", path: "/membership-screen", member: true, mask: memberMasks },
  { name: "billing", path: "/billing", member: true, mask: memberMasks },
  { name: "profile", path: "/profile", member: true, mask: memberMasks },
];

/** A fresh member who bought a card online, signed in on the page's context. */
async function signInAMember(page: Page, baseURL: string, withCard: boolean) {
  // Always as long as the others, so the address wraps the same way in every picture.
  const unique = `${Date.now()}${String(Math.floor(Math.random() * 1e6)).padStart(6, "0")}`;
  await createMember(page.request, baseURL, `visual-${unique}@example.com`, {
    name: "Camille Roy",
    profile: { first_name: "Camille", last_name: "Roy", postal: "M5V 2T6" },
  });
  if (!withCard) return;
  const bought = await page.request.post("/api/store/v4/checkout/purchase", {
    headers: {
      Origin: baseURL,
      "x-payment-nonce": "fake-valid-nonce",
      "Idempotency-Key": crypto.randomUUID(),
    },
    data: { language: "en" },
  });
  expect(bought.status()).toBe(201);
}

/** Waits until the page has nothing left to load: fonts, pictures and the network. */
async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Only the pictures in view: lazy ones further down never load in a picture of the viewport.
    const inView = Array.from(document.images).filter(
      (image) => !image.complete && image.getBoundingClientRect().top < window.innerHeight,
    );
    await Promise.all(
      inView.map(
        (image) =>
          new Promise((resolve) => {
            image.addEventListener("load", resolve, { once: true });
            image.addEventListener("error", resolve, { once: true });
          }),
      ),
    );
  });
  // Sections further down load when scrolled to; only what the picture shows must be ready.
  await page.waitForFunction(
    () =>
      Array.from(document.querySelectorAll(".skeleton, [aria-busy='true']")).every(
        (element) => element.getBoundingClientRect().top >= window.innerHeight,
      ),
    undefined,
    { timeout: 15_000 },
  );
}

for (const width of WIDTHS) {
  test.describe(`at ${width.viewport.width} px`, () => {
    test.use({
      viewport: width.viewport,
      isMobile: width.isMobile,
      hasTouch: width.hasTouch,
      deviceScaleFactor: 1,
    });

    test.beforeEach(async ({ page }) => {
      await acceptCookiesUpFront(page);
      await dismissNotices(page);
      // The ads pop-up has its own journeys; here it would cover the page at a random moment.
      await page.route("**/api/offers/v4/ads", (route) => route.fulfill({ json: { data: [] } }));
    });

    for (const language of LANGUAGES) {
      for (const visual of PAGES) {
        test(`${visual.name} (${language}) looks as it did`, async ({
          page,
          baseURL,
        }, testInfo) => {
          test.skip(testInfo.project.name !== "desktop", "the widths are set here");
          test.setTimeout(60_000);
          if (visual.member !== undefined || visual.open) {
            await signInAMember(page, baseURL!, visual.member === true);
          }
          if (visual.open) await visual.open(page, language);
          else await page.goto(`/${language}${visual.path === "/" ? "" : visual.path}`);
          await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible({
            timeout: 20_000,
          });
          await visual.ready?.(page);
          await settle(page);
          await expect(page).toHaveScreenshot(`${visual.name}-${language}-${width.name}.png`, {
            animations: "disabled",
            caret: "hide",
            stylePath: STYLE_PATH,
            mask: visual.mask?.(page) ?? [],
          });
        });
      }
    }
  });
}
