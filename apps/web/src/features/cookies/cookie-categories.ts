import { type CookieCategoryId, STORAGE_KEYS } from "@spc/shared";

export type { CookieCategoryId } from "@spc/shared";

/**
 * The categories a visitor may refuse (all but strictly necessary). Spelled out rather than
 * derived from the shared COOKIE_CATEGORIES so the first page load does not import the zod
 * schemas living beside that data; cookie-categories.test.ts keeps the two in step.
 */
export const OPTIONAL_COOKIE_CATEGORIES = [
  "analytical",
  "marketing",
  "functional",
] as const satisfies readonly CookieCategoryId[];

export type CookieChoices = Partial<Record<CookieCategoryId, boolean>>;

/** localStorage key of the stored consent (spec §9 local storage keys). */
export const CONSENT_STORAGE_KEY = STORAGE_KEYS.cookies;
/** Bump when the categories or their meaning change: older consent is then asked again. */
export const CONSENT_VERSION = 1;
