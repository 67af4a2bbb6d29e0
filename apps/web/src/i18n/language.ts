import type { Language } from "@spc/shared";

export type { Country, Language } from "@spc/shared";

/** BCP 47 locale per language: drives the formatters (intl-lite.tsx) and `<html lang>`. */
export const LOCALE_BY_LANGUAGE: Record<Language, string> = { en: "en-CA", fr: "fr-CA" };

export function parseLanguage(value: unknown): Language | null {
  return value === "en" || value === "fr" ? value : null;
}
