import { z } from "zod";

/** Interface languages (spec §3). */
export const LANGUAGES = ["en", "fr"] as const;
export const languageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;

/** Countries of a build (spec §3); lower-case codes as used on the wire. */
export const COUNTRIES = ["ca", "us"] as const;
export const countrySchema = z.enum(COUNTRIES);
export type Country = z.infer<typeof countrySchema>;

/** Locale codes sent where the server wants a region (spec §3). */
export const LANGUAGE_CODES = ["en_CA", "fr_CA"] as const;
export const languageCodeSchema = z.enum(LANGUAGE_CODES);
export type LanguageCode = z.infer<typeof languageCodeSchema>;

/** The locale code for an interface language; both languages are Canadian variants. */
export function languageCodeFor(language: Language): LanguageCode {
  return language === "fr" ? "fr_CA" : "en_CA";
}
