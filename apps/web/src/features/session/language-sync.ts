import type { Country, Language } from "@spc/shared";

/**
 * Toggling the language saves it to the profile only for a logged-in, registered member, never
 * in the US build (spec §4), and only when it differs from what the profile already says.
 */
export function shouldSaveLanguage(input: {
  chosen: Language | null;
  profileLanguage: Language | null | undefined;
  isRegistered: boolean;
  country: Country | null;
}): boolean {
  if (!input.isRegistered || input.country === "us" || !input.chosen) return false;
  return input.chosen !== input.profileLanguage;
}
