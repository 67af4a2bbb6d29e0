import {
  COOKIE_CATEGORIES,
  COOKIE_CATEGORY_IDS,
  type CookieCategoryId,
} from "../entities/cookie-consent";

/** The three ways a user answers the cookie dialog. */
export type ConsentChoice =
  | { kind: "accept_all" }
  | { kind: "only_necessary" }
  | { kind: "confirm"; chosen: readonly CookieCategoryId[] };

/**
 * Categories stored for a choice: all of them; strictly necessary only; or strictly necessary
 * plus the chosen ones (in the fixed category order, without duplicates).
 */
export function consentedCategories(choice: ConsentChoice): CookieCategoryId[] {
  if (choice.kind === "accept_all") return [...COOKIE_CATEGORY_IDS];
  const chosen = choice.kind === "confirm" ? choice.chosen : [];
  return COOKIE_CATEGORY_IDS.filter((id) => id === "strictly_necessary" || chosen.includes(id));
}

/** Cookie names allowed by the consented categories; strictly necessary ones always are. */
export function allowedCookieNames(consented: readonly CookieCategoryId[]): string[] {
  return COOKIE_CATEGORIES.filter((c) => c.isDefault || consented.includes(c.id)).flatMap((c) =>
    c.details.flatMap((vendor) => vendor.cookies.map((cookie) => cookie.name)),
  );
}

/** The acceptance dialog opens on start when no consent is stored and no skip condition holds. */
export function shouldAskCookieConsent(input: {
  hasStoredConsent: boolean;
  skip: boolean;
}): boolean {
  return !input.hasStoredConsent && !input.skip;
}
