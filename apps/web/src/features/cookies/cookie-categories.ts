/** Spec §3: four cookie categories; strictly necessary is always on. */
export const COOKIE_CATEGORIES = ["necessary", "analytical", "marketing", "functional"] as const;
export type CookieCategory = (typeof COOKIE_CATEGORIES)[number];

/** The categories a visitor may switch; "necessary" is never optional. */
export const OPTIONAL_COOKIE_CATEGORIES = COOKIE_CATEGORIES.filter(
  (category): category is Exclude<CookieCategory, "necessary"> => category !== "necessary",
);
export type OptionalCookieCategory = (typeof OPTIONAL_COOKIE_CATEGORIES)[number];

export type CookieChoices = Record<OptionalCookieCategory, boolean>;

/** localStorage key of the stored consent (spec §9 local storage keys). */
export const CONSENT_STORAGE_KEY = "cookies";
/** Bump when the categories or their meaning change: older consent is then asked again. */
export const CONSENT_VERSION = 1;
