import { type Country, CURRENCY_BY_COUNTRY, type Language } from "@spc/shared";
import type { Env } from "./env";

// The US build is English only (spec §9: CAD, USD for us); Canada is bilingual.
const LANGUAGES_BY_COUNTRY: Readonly<Record<Country, readonly Language[]>> = {
  ca: ["en", "fr"],
  us: ["en"],
};

type Currency = (typeof CURRENCY_BY_COUNTRY)[Country];

/** The build's country and what follows from it: its currency and its languages. */
export interface CountryConfig {
  country: Country;
  currency: Currency;
  languages: readonly Language[];
}

export function countryConfig(e: Env): CountryConfig {
  return {
    country: e.COUNTRY,
    currency: CURRENCY_BY_COUNTRY[e.COUNTRY],
    languages: LANGUAGES_BY_COUNTRY[e.COUNTRY],
  };
}
