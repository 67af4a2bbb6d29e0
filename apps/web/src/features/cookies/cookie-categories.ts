import { COOKIE_CATEGORIES, type CookieCategoryId, STORAGE_KEYS } from "@spc/shared";

export type { CookieCategoryId } from "@spc/shared";

/** The categories a visitor may refuse; the default one (strictly necessary) is always on. */
export const OPTIONAL_COOKIE_CATEGORIES = COOKIE_CATEGORIES.filter((c) => !c.isDefault).map(
  (c) => c.id,
);

export type CookieChoices = Partial<Record<CookieCategoryId, boolean>>;

/** localStorage key of the stored consent (spec §9 local storage keys). */
export const CONSENT_STORAGE_KEY = STORAGE_KEYS.cookies;
/** Bump when the categories or their meaning change: older consent is then asked again. */
export const CONSENT_VERSION = 1;
