import type { Country, Language } from "@spc/shared";
import type { LanguageOrigin } from "../../i18n/language-store";

/**
 * Toggling the language saves it to the profile only for a logged-in, registered member, never
 * in the US build (spec §4), and only when it differs from what the profile already says. A
 * language the address named (/fr…, a mail link) is for this visit: it is not saved.
 */
export function shouldSaveLanguage(input: {
  chosen: Language | null;
  chosenFrom: LanguageOrigin | null;
  profileLanguage: Language | null | undefined;
  isRegistered: boolean;
  country: Country | null;
}): boolean {
  if (!input.isRegistered || input.country === "us" || !input.chosen) return false;
  if (input.chosenFrom !== "toggle") return false;
  return input.chosen !== input.profileLanguage;
}
