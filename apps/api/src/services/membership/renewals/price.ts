import { type Country, CURRENCY_BY_COUNTRY, DEFAULT_PRODUCT_ID } from "@spc/shared";
import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { orders, profiles } from "../../../db/schema";
import { findProduct, quote } from "../checkout/pricing";
import { type ProvinceCode, parseProvince, provinceOfPostal } from "../checkout/tax";
import { type RenewalPromo, storedRenewalPromo } from "./promo";

/** The member's province for the renewal's tax: profile province or postal code, else last order's. */
async function provinceFor(db: Db, userId: string): Promise<ProvinceCode | null> {
  const [profile] = await db
    .select({ province: profiles.province, postal: profiles.postal })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  const fromProfile = parseProvince(profile?.province) ?? provinceOfPostal(profile?.postal);
  if (fromProfile) return fromProfile;
  const [order] = await db
    .select({ province: orders.province })
    .from(orders)
    .where(and(eq(orders.userId, userId), isNotNull(orders.province)))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return parseProvince(order?.province);
}

export interface RenewalPrice {
  amountCents: number;
  currency: (typeof CURRENCY_BY_COUNTRY)[Country];
  province: ProvinceCode | null;
  /** The member's stored renewal code: applied (discount in amountCents) or refused, else null. */
  promo: RenewalPromo | null;
  discountCents: number;
}

/**
 * The renewal price: the yearly product less the member's stored promo code when it still
 * applies (checkout's rules and rounding: discount first, then tax on the discounted subtotal),
 * taxed for the member's province (none in the US build).
 */
export async function renewalPrice(
  db: Db,
  country: Country,
  userId: string | null,
): Promise<RenewalPrice> {
  const product = findProduct(DEFAULT_PRODUCT_ID);
  if (!product) throw new Error("the default product is missing");
  const currency = CURRENCY_BY_COUNTRY[country];
  if (!userId) return { amountCents: 0, currency, province: null, promo: null, discountCents: 0 };
  const province = country === "us" ? null : await provinceFor(db, userId);
  const promo = await storedRenewalPromo(db, userId);
  const priced = quote(product.priceCents, promo?.applied ? promo.discount : null, province);
  return {
    amountCents: priced.totalCents,
    currency,
    province,
    promo,
    discountCents: priced.discountCents,
  };
}
