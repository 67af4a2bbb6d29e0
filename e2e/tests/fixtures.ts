import { type APIRequestContext, test as base, expect, type Page } from "@playwright/test";

/** Stores a cookie choice before the page loads, so journeys not about consent are not blocked. */
export async function acceptCookiesUpFront(page: Page) {
  await page.addInitScript(() => {
    if (!window.localStorage.getItem("cookies")) {
      window.localStorage.setItem(
        "cookies",
        JSON.stringify({
          version: 1,
          timestamp: new Date().toISOString(),
          categories: {
            strictly_necessary: true,
            analytical: false,
            marketing: false,
            functional: false,
          },
        }),
      );
    }
  });
}

/** The password of the seed's demo accounts (member@demo.spc.ca, nocard@…, plus@…). */
export { DEMO_PASSWORD } from "../../apps/api/src/db/seed/demo-accounts";

/** The password of every account a journey makes. */
export const PASSWORD = "Student2026!";

/** An address no other journey or run uses (they all share the server's database). */
export function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** Signs `request`'s context in through the API (a page's `request` shares the page's cookies). */
export async function signIn(
  request: APIRequestContext,
  baseURL: string,
  email: string,
  password: string,
) {
  const answer = await request.post("/api/auth/sign-in/email", {
    headers: { Origin: baseURL },
    data: { email, password },
  });
  expect(answer.ok()).toBe(true);
}

/** Dismisses the once-per-login notices of the accounts work if they open over a page. */
export async function dismissNotices(page: Page) {
  const gotIt = page.getByRole("button", { name: /^(Got it|Compris|J’ai compris)$/ });
  await page.addLocatorHandler(gotIt, async () => {
    await gotIt.click();
  });
  // The e-mail opt-in pop-up (decision 0045), on pages of contexts the fixtures do not quiet —
  // its own "Not now" only: other dialogs (the auto-renewal question) have one too.
  const notNow = page
    .getByRole("dialog")
    .filter({ has: page.locator(".email-opt-dialog__form") })
    .getByRole("button", { name: /^(Not now|Pas maintenant)$/ });
  await page.addLocatorHandler(notNow, async () => {
    await notNow.click();
  });
  // The coffee-chain linking gate (decision 0046), on pages of contexts the fixtures do not quiet.
  const gate = page.getByRole("dialog", {
    name: /^(Link your Tims Rewards account|Liez votre compte Récompenses Tim)$/,
  });
  await page.addLocatorHandler(gate, async () => {
    await gate.getByRole("button", { name: /^(Close|Fermer)$/ }).click();
  });
}

/** What a journey may change about the account `createMember` makes. */
export interface MemberDetails {
  password?: string;
  /** The sign-up display name. */
  name?: string;
  /** The sign-up language. */
  language?: "en" | "fr";
  /** Fields laid over the default registration profile. */
  profile?: Record<string, unknown>;
}

/**
 * A registered account with a complete profile and no card, made through the API; it stays
 * signed in on `request`'s context (clear the cookies to continue as a visitor).
 */
export async function createMember(
  request: APIRequestContext,
  baseURL: string,
  email: string,
  details: MemberDetails = {},
) {
  const { password = PASSWORD, name = "Alex Tremblay", language = "en" } = details;
  const headers = { Origin: baseURL };
  const signUp = await request.post("/api/auth/sign-up/email", {
    headers,
    data: { email, password, name, language },
  });
  expect(signUp.ok()).toBe(true);
  await signIn(request, baseURL, email, password);
  const register = await request.post("/api/users/v2/user/register", {
    headers,
    data: {
      profile: {
        first_name: "Alex",
        last_name: "Tremblay",
        birth_date: "2001-05-04",
        language: "en",
        postal: "H2X 1Y4",
        school_type: "university",
        gender: "prefer_not_to_say",
        alerts: { policy: 1 },
        ...details.profile,
      },
    },
  });
  expect(register.status()).toBe(201);
}

/**
 * Every journey also checks that no page rendered a message before its words had loaded (the
 * app warns "[intl] … was rendered before …", decision 0038): the build makes each module wait
 * for the message files it names, so a warning means an id it could not see.
 */
export const test = base.extend<{
  messagesOnTime: undefined;
  linkingGate: boolean;
  quietLinkingGate: undefined;
  emailOptPopup: boolean;
  quietEmailOptPopup: undefined;
  topBanner: boolean;
  quietTopBanner: undefined;
  acquisitionPromo: boolean;
  quietAcquisitionPromo: undefined;
  newMemberPromo: boolean;
  quietNewMemberPromo: undefined;
}>({
  // The new-member promotion opens 3 s after start for a member whose membership began in the
  // last 14 days (decision 0053), so every purchase or activation would see it; journeys not
  // about it get no referral code from the API, so it is never offered (nor marked offered).
  // `test.use({ newMemberPromo: true })` lets the API answer.
  newMemberPromo: [false, { option: true }],
  quietNewMemberPromo: [
    async ({ context, newMemberPromo }, use) => {
      if (!newMemberPromo) {
        await context.route("**/api/store/v2/referrals_codes", (route) =>
          route.fulfill({
            status: 404,
            json: { error: { code: "not_found", message: "Not found" } },
          }),
        );
      }
      await use(undefined);
    },
    { auto: true },
  ],
  // The acquisition promo opens 3 s after start for members without a card (decision 0050);
  // journeys not about it hear "not eligible", so it never covers their page.
  // `test.use({ acquisitionPromo: true })` lets the API answer.
  acquisitionPromo: [false, { option: true }],
  quietAcquisitionPromo: [
    async ({ context, acquisitionPromo }, use) => {
      if (!acquisitionPromo) {
        await context.route("**/api/users/user/may-acquisition", (route) =>
          route.fulfill({
            json: { campaign: "june-acq", eligible: false, redeemed: false },
          }),
        );
      }
      await use(undefined);
    },
    { auto: true },
  ],
  // The seed runs a promo campaign (BACK2SCHOOL20), so every page would carry the top banner
  // (decision 0050); journeys not about it close it for the session before the first page.
  // `test.use({ topBanner: true })` lets it show.
  topBanner: [false, { option: true }],
  quietTopBanner: [
    async ({ context, topBanner }, use) => {
      if (!topBanner) {
        await context.addInitScript(() => {
          window.sessionStorage.setItem("spc.topBanner.dismissed", "BACK2SCHOOL20");
        });
      }
      await use(undefined);
    },
    { auto: true },
  ],
  // The e-mail opt-in pop-up opens 1 s after start for anyone not subscribed (decision 0045);
  // journeys not about it mark this browser subscribed, so it never covers their page.
  // `test.use({ emailOptPopup: true })` lets it open.
  emailOptPopup: [false, { option: true }],
  quietEmailOptPopup: [
    async ({ context, emailOptPopup }, use) => {
      if (!emailOptPopup) {
        await context.addInitScript(() => {
          window.localStorage.setItem("email_opt_subscribed", new Date().toISOString());
        });
      }
      await use(undefined);
    },
    { auto: true },
  ],
  // The coffee-chain linking gate opens 5 s after start for unlinked members (decision 0046);
  // journeys not about it mark it shown this week, so it never covers their page.
  // `test.use({ linkingGate: true })` lets it open.
  linkingGate: [false, { option: true }],
  quietLinkingGate: [
    async ({ context, linkingGate }, use) => {
      if (!linkingGate) {
        await context.addInitScript(() => {
          window.localStorage.setItem(
            "coffeeLinkGateShown",
            JSON.stringify({ at: new Date().toISOString() }),
          );
        });
      }
      await use(undefined);
    },
    { auto: true },
  ],
  messagesOnTime: [
    async ({ page }, use) => {
      const late: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "warning" && message.text().startsWith("[intl]")) {
          late.push(message.text());
        }
      });
      await use(undefined);
      expect(late, "messages rendered before their file had loaded").toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };
