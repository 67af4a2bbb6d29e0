import { DEFAULT_PRODUCT_DESCRIPTION, DEFAULT_PRODUCT_ID, MEMBERSHIP_PRICE } from "@spc/shared";
import type { TaxLine } from "../../../db/schema";
import { applyRate, divideRoundHalfUp } from "../../../lib/money";
import { type ProvinceCode, TAX_TABLE } from "./tax";

export interface ProductDefinition {
  id: string;
  descriptionEn: string;
  descriptionFr: string;
  priceCents: number;
}

/** The yearly membership (spec §9): 11.99 a year, in the build's currency (CAD, USD for us). */
export const PRODUCTS: Readonly<Record<string, ProductDefinition>> = Object.freeze({
  [DEFAULT_PRODUCT_ID]: {
    id: DEFAULT_PRODUCT_ID,
    descriptionEn: DEFAULT_PRODUCT_DESCRIPTION,
    descriptionFr: "Adhésion 2019/20",
    priceCents: Math.round(MEMBERSHIP_PRICE * 100),
  },
});

export function findProduct(id: string | null | undefined): ProductDefinition | null {
  return PRODUCTS[id ?? DEFAULT_PRODUCT_ID] ?? null;
}

export interface Discount {
  type: "percent" | "fixed";
  /** Whole percent (10 = 10 %) or cents. */
  value: number;
}

/** The discount in cents on `subtotal`: percent rounded half-up, fixed capped at the subtotal. */
export function discountCents(subtotalCents: number, discount: Discount | null): number {
  if (!discount) return 0;
  const raw =
    discount.type === "percent"
      ? divideRoundHalfUp(subtotalCents * discount.value, 100)
      : discount.value;
  return Math.min(subtotalCents, Math.max(0, raw));
}

export interface Quote {
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  totalCents: number;
  taxLines: TaxLine[];
}

/**
 * Prices one item: discount on the subtotal, then each tax component on the DISCOUNTED subtotal,
 * each rounded to the cent half-up; total = subtotal − discount + Σ taxes. `province` null = no
 * Canadian tax (the US build).
 */
export function quote(
  subtotalCents: number,
  discount: Discount | null,
  province: ProvinceCode | null,
): Quote {
  const off = discountCents(subtotalCents, discount);
  const taxable = subtotalCents - off;
  const taxLines: TaxLine[] = province
    ? TAX_TABLE[province].map((part) => ({
        name: part.name,
        rate: part.rate,
        amountCents: applyRate(taxable, part.rate),
      }))
    : [];
  const taxCents = taxLines.reduce((sum, line) => sum + line.amountCents, 0);
  return {
    subtotalCents,
    discountCents: off,
    taxCents,
    totalCents: taxable + taxCents,
    taxLines,
  };
}
