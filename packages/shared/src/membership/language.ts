import type { Country, Language } from "../entities/locale";

const asLanguage = (value: string | null | undefined): Language | null =>
  value === "en" || value === "fr" ? value : null;

/**
 * The interface language: the profile's, else the stored one, else English; always English in
 * the US build. Unknown stored values are ignored (local storage may hold anything).
 */
export function resolveLanguage(
  profileLanguage: string | null | undefined,
  storedLanguage: string | null | undefined,
  country: Country,
): Language {
  if (country === "us") return "en";
  return asLanguage(profileLanguage) ?? asLanguage(storedLanguage) ?? "en";
}

/** The language toggle does nothing in the US build. */
export function canToggleLanguage(country: Country): boolean {
  return country !== "us";
}

/** Toggling the language updates the profile only for a logged-in, registered member. */
export function shouldSyncLanguageToProfile(isValidMember: boolean): boolean {
  return isValidMember;
}
