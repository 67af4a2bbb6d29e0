import { type Country, CURRENCY_BY_COUNTRY, DEFAULT_PRODUCT_ID } from "@spc/shared";
import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { orders, profiles } from "../db/schema";
import { findProduct, quote } from "../services/membership/checkout/pricing";
import {
  type ProvinceCode,
  parseProvince,
  provinceOfPostal,
} from "../services/membership/checkout/tax";

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

/** The renewal price: the yearly product, taxed for the member's province (none in the US build). */
export async function renewalPrice(db: Db, country: Country, userId: string | null) {
  const product = findProduct(DEFAULT_PRODUCT_ID);
  if (!product) throw new Error("the default product is missing");
  const currency = CURRENCY_BY_COUNTRY[country];
  if (!userId) return { amountCents: 0, currency, province: null };
  const province = country === "us" ? null : await provinceFor(db, userId);
  const priced = quote(product.priceCents, null, province);
  return { amountCents: priced.totalCents, currency, province };
}
