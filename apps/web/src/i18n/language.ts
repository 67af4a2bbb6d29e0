/** The two interface languages (spec §3 "Language: en, fr"). */
export type Language = "en" | "fr";
export type Country = "ca" | "us";

/** BCP 47 locale per language: drives react-intl formatters and `<html lang>`. */
export const LOCALE_BY_LANGUAGE: Record<Language, string> = { en: "en-CA", fr: "fr-CA" };

/** localStorage key of the chosen language (spec §9 local storage keys). */
export const LANGUAGE_STORAGE_KEY = "language";

export function parseLanguage(value: unknown): Language | null {
  return value === "en" || value === "fr" ? value : null;
}

interface LanguageSources {
  profileLanguage: Language | null;
  storedLanguage: Language | null;
  country: Country | null;
}

/**
 * Spec §4: the profile language, else the stored one, else English — and always English
 * in the US build, whatever was chosen before.
 */
export function resolveLanguage({ profileLanguage, storedLanguage, country }: LanguageSources) {
  if (country === "us") return "en";
  return profileLanguage ?? storedLanguage ?? "en";
}
