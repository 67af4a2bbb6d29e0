import { RATE_SCALE } from "../../../lib/money";
import {
  CANADIAN_PROVINCES,
  PROVINCE_BY_POSTAL_LETTER,
  PROVINCE_CODES,
  type ProvinceCode,
} from "../../../lib/provinces";

/**
 * Canadian sales tax on the membership (a taxable supply) by the buyer's province, as of 2026.
 * Rates in hundred-thousandths (money.ts RATE_SCALE): 5 % = 5000.
 *
 * Sources (checked 2026-11-21):
 * - Canada Revenue Agency, "Charge and collect the tax – Which rate to charge" (GST 5 %; HST
 *   ON 13 %, NB 15 %, NL 15 %, PE 15 %, NS 14 % from 2025-04-01):
 *   https://www.canada.ca/en/revenue-agency/services/tax/businesses/topics/gst-hst-businesses/charge-collect-which-rate.html
 * - Nova Scotia HST 15 % → 14 % on 2025-04-01 (provincial part 10 % → 9 %): CRA GST/HST Notice 342
 *   (March 2025) and SOR/2025-77, Canada Gazette Part II vol. 159 no. 7 (s. 33.6: "the prescribed
 *   rate for Nova Scotia is 9%"): https://gazette.gc.ca/rp-pr/p2/2025/2025-03-26/html/sor-dors77-eng.html
 * - Québec QST 9.975 %, Revenu Québec: https://www.revenuquebec.ca/en/businesses/consumption-taxes/gsthst-and-qst/
 * - British Columbia PST 7 %: https://www2.gov.bc.ca/gov/content/taxes/sales-taxes/pst
 * - Manitoba RST 7 %: https://www.gov.mb.ca/finance/taxation/taxes/retail.html
 * - Saskatchewan PST 6 %: https://www.saskatchewan.ca/business/taxes-licensing-and-reporting/provincial-taxes-policies-and-bulletins/provincial-sales-tax
 * - Cross-check, all provinces, 2026: https://www.taxtips.ca/salestaxes/sales-tax-rates-2026.htm
 *
 * Each component is computed separately on the discounted subtotal and rounded to the cent,
 * half-up (pricing.ts). PST/RST is charged in BC, MB and SK on the interpretation that a digital
 * membership sold to a resident is taxable there — to be confirmed by the finance team.
 */
export const TAX_TABLE_AS_OF = "2026-11-21";

// Codes and names come from the one province table (users/places); only the rates live here.
export { PROVINCE_CODES, type ProvinceCode };

export type TaxName = "GST" | "HST" | "PST" | "QST" | "RST";

export interface TaxComponent {
  name: TaxName;
  rate: number;
}

const GST: TaxComponent = { name: "GST", rate: 5000 };
const hst = (rate: number): TaxComponent[] => [{ name: "HST", rate }];

export const TAX_TABLE: Readonly<Record<ProvinceCode, readonly TaxComponent[]>> = Object.freeze({
  AB: [GST],
  BC: [GST, { name: "PST", rate: 7000 }],
  MB: [GST, { name: "RST", rate: 7000 }],
  NB: hst(15_000),
  NL: hst(15_000),
  NS: hst(14_000),
  NT: [GST],
  NU: [GST],
  ON: hst(13_000),
  PE: hst(15_000),
  QC: [GST, { name: "QST", rate: 9975 }],
  SK: [GST, { name: "PST", rate: 6000 }],
  YT: [GST],
});

/** Sum of a province's rates as a fraction (0.14975 for QC), for display only. */
export function combinedRate(province: ProvinceCode): number {
  return TAX_TABLE[province].reduce((sum, part) => sum + part.rate, 0) / RATE_SCALE;
}

// Names as members type them (English and French, any case, accents optional): the table's
// names, plus the short forms in use.
function nameKey(value: string): string {
  return value
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z]+/g, " ")
    .trim();
}
const PROVINCE_NAMES: Readonly<Record<string, ProvinceCode>> = {
  ...Object.fromEntries(
    CANADIAN_PROVINCES.flatMap((province) =>
      [province.name_en, province.name_fr].map((name) => [nameKey(name), province.code] as const),
    ),
  ),
  newfoundland: "NL",
  pei: "PE",
  nfld: "NL",
  que: "QC",
  pq: "QC",
};

/** "ON", "on", "Ontario", "Québec", "Colombie-Britannique" → a province code, else null. */
export function parseProvince(value: string | null | undefined): ProvinceCode | null {
  if (!value) return null;
  const upper = value.trim().toUpperCase();
  if ((PROVINCE_CODES as readonly string[]).includes(upper)) return upper as ProvinceCode;
  return PROVINCE_NAMES[nameKey(value)] ?? null;
}

/**
 * The province of a Canadian postal code ("H2X 1Y4" → QC), else null. Only the shape is checked:
 * unlike users/places' provinceOfPostal, a letter Canada Post never uses still gets its tax.
 */
export function provinceOfPostal(postal: string | null | undefined): ProvinceCode | null {
  const compact = (postal ?? "").replace(/\s+/g, "").toUpperCase();
  if (!/^[A-Z]\d[A-Z]\d[A-Z]\d$/.test(compact)) return null;
  return PROVINCE_BY_POSTAL_LETTER[compact[0]!] ?? null;
}
