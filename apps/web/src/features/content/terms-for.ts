import type { Terms } from "@spc/shared";
import type { Country, Language } from "../../i18n/language";

/** The terms text for the reader: French (Canada only), else English for the country. */
export function termsFor(terms: Terms, language: Language, country: Country | null): string {
  if (country === "us") return terms.term_en_us;
  return language === "fr" ? terms.term_fr_ca : terms.term_en_ca;
}
