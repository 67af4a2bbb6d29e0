import type { Country } from "@spc/shared";
import { isValidPostal } from "@spc/shared";

export interface Province {
  code: string;
  name_en: string;
  name_fr: string;
}

/**
 * Canada's provinces and territories: the one table of their codes and names. Checkout's sales tax
 * (membership/checkout/tax.ts) keys its rates by these codes and reads members' typed names here.
 */
export const CANADIAN_PROVINCES = [
  { code: "AB", name_en: "Alberta", name_fr: "Alberta" },
  { code: "BC", name_en: "British Columbia", name_fr: "Colombie-Britannique" },
  { code: "MB", name_en: "Manitoba", name_fr: "Manitoba" },
  { code: "NB", name_en: "New Brunswick", name_fr: "Nouveau-Brunswick" },
  { code: "NL", name_en: "Newfoundland and Labrador", name_fr: "Terre-Neuve-et-Labrador" },
  { code: "NS", name_en: "Nova Scotia", name_fr: "Nouvelle-Écosse" },
  { code: "NT", name_en: "Northwest Territories", name_fr: "Territoires du Nord-Ouest" },
  { code: "NU", name_en: "Nunavut", name_fr: "Nunavut" },
  { code: "ON", name_en: "Ontario", name_fr: "Ontario" },
  { code: "PE", name_en: "Prince Edward Island", name_fr: "Île-du-Prince-Édouard" },
  { code: "QC", name_en: "Quebec", name_fr: "Québec" },
  { code: "SK", name_en: "Saskatchewan", name_fr: "Saskatchewan" },
  { code: "YT", name_en: "Yukon", name_fr: "Yukon" },
] as const satisfies readonly Province[];

export type ProvinceCode = (typeof CANADIAN_PROVINCES)[number]["code"];
export const PROVINCE_CODES: readonly ProvinceCode[] = CANADIAN_PROVINCES.map(
  (province) => province.code,
);

const US_STATE_NAMES: Record<string, string> = {
  AL: "Alabama",
  AK: "Alaska",
  AZ: "Arizona",
  AR: "Arkansas",
  CA: "California",
  CO: "Colorado",
  CT: "Connecticut",
  DE: "Delaware",
  DC: "District of Columbia",
  FL: "Florida",
  GA: "Georgia",
  HI: "Hawaii",
  ID: "Idaho",
  IL: "Illinois",
  IN: "Indiana",
  IA: "Iowa",
  KS: "Kansas",
  KY: "Kentucky",
  LA: "Louisiana",
  ME: "Maine",
  MD: "Maryland",
  MA: "Massachusetts",
  MI: "Michigan",
  MN: "Minnesota",
  MS: "Mississippi",
  MO: "Missouri",
  MT: "Montana",
  NE: "Nebraska",
  NV: "Nevada",
  NH: "New Hampshire",
  NJ: "New Jersey",
  NM: "New Mexico",
  NY: "New York",
  NC: "North Carolina",
  ND: "North Dakota",
  OH: "Ohio",
  OK: "Oklahoma",
  OR: "Oregon",
  PA: "Pennsylvania",
  RI: "Rhode Island",
  SC: "South Carolina",
  SD: "South Dakota",
  TN: "Tennessee",
  TX: "Texas",
  UT: "Utah",
  VT: "Vermont",
  VA: "Virginia",
  WA: "Washington",
  WV: "West Virginia",
  WI: "Wisconsin",
  WY: "Wyoming",
};

export const US_STATES: readonly Province[] = Object.entries(US_STATE_NAMES).map(
  ([code, name]) => ({ code, name_en: name, name_fr: name }),
);

/** Provinces and territories of the build's country (US states in the US build). */
export function provincesOf(country: Country): readonly Province[] {
  return country === "us" ? US_STATES : CANADIAN_PROVINCES;
}

// Canada Post's forward sortation areas: the first letter names the province or territory
// (X covers both NT and NU: NT here, which has the same tax); D, F, I, O, Q and U are never used,
// W and Z never come first.
export const PROVINCE_BY_POSTAL_LETTER: Readonly<Record<string, ProvinceCode>> = {
  A: "NL",
  B: "NS",
  C: "PE",
  E: "NB",
  G: "QC",
  H: "QC",
  J: "QC",
  K: "ON",
  L: "ON",
  M: "ON",
  N: "ON",
  P: "ON",
  R: "MB",
  S: "SK",
  T: "AB",
  V: "BC",
  X: "NT",
  Y: "YT",
};
const NEVER_USED = /[DFIOQU]/;

/** The province a Canadian postal code belongs to, or null when the code cannot exist. */
export function provinceOfPostal(postal: string): ProvinceCode | null {
  const compact = postal.trim().toUpperCase().replace(/\s/g, "");
  if (!isValidPostal(compact, "ca") || NEVER_USED.test(compact)) return null;
  return PROVINCE_BY_POSTAL_LETTER[compact[0]!] ?? null;
}

/**
 * Server-side postal check (spec §5 "postal-validity call"): the shared format rule of the
 * build's country, plus for Canada the letters Canada Post really uses; a US ZIP of all zeros
 * does not exist.
 */
export function isRealPostal(postal: string, country: Country): boolean {
  if (country === "us") return isValidPostal(postal, "us") && postal.trim() !== "00000";
  return provinceOfPostal(postal) !== null;
}
