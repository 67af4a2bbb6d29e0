// Server-side pricing of a checkout: product, one code, the buyer's province, the quote.
import { ERROR_CODES } from "@spc/shared";
import { eq } from "drizzle-orm";
import type { Config } from "../../../config";
import type { Db } from "../../../db/client";
import { profiles } from "../../../db/schema";
import { AppError } from "../../../lib/app-error";
import { type CodeCheck, checkCode } from "./codes";
import { findProduct, type ProductDefinition, type Quote, quote } from "./pricing";
import { type ProvinceCode, parseProvince, provinceOfPostal } from "./tax";
import type { CheckoutInput } from "./types";

export interface PricedCheckout {
  product: ProductDefinition;
  province: ProvinceCode | null;
  quote: Quote;
  code: CodeCheck | null;
}

/** The province tax is computed for: explicit, else the profile's, else a postal code's. */
export async function resolveProvince(
  db: Db,
  config: Pick<Config, "country">,
  explicit: string | undefined,
  userId: string | null,
  postal: string | undefined,
): Promise<ProvinceCode | null> {
  if (config.country === "us") return null;
  if (explicit) {
    const province = parseProvince(explicit);
    if (!province) {
      throw new AppError(ERROR_CODES.provinceRequired, `Unknown province: ${explicit}`);
    }
    return province;
  }
  if (userId) {
    const [profile] = await db
      .select({ province: profiles.province, postal: profiles.postal })
      .from(profiles)
      .where(eq(profiles.userId, userId));
    const province = parseProvince(profile?.province) ?? provinceOfPostal(profile?.postal);
    if (province) return province;
  }
  const fromPostal = provinceOfPostal(postal);
  if (fromPostal) return fromPostal;
  throw new AppError(
    ERROR_CODES.provinceRequired,
    "A province (or a postal code) is needed to compute the sales tax",
  );
}

const CODE_FIELDS = [
  ["promo", ["promo", "access", "referral", "school"]],
  ["school", ["school"]],
  ["referral", ["referral"]],
  ["access", ["access"]],
] as const;

/** Prices a checkout on the server (the client never sends amounts). Throws on a bad code. */
export async function priceCheckout(
  db: Db,
  config: Pick<Config, "country">,
  input: Pick<
    CheckoutInput,
    "productId" | "province" | "postal" | "codes" | "userId" | "guestEmail"
  >,
): Promise<PricedCheckout> {
  const product = findProduct(input.productId);
  if (!product) {
    throw new AppError(ERROR_CODES.unknownProduct, `Unknown product: ${input.productId}`);
  }
  const given = CODE_FIELDS.filter(([field]) => input.codes[field]);
  if (given.length > 1) {
    throw new AppError(ERROR_CODES.tooManyCodes, "Only one code can be used per purchase");
  }
  let code: CodeCheck | null = null;
  if (given[0]) {
    const [field, kinds] = given[0];
    code = await checkCode(db, input.codes[field]!, kinds, {
      userId: input.userId,
      guestEmail: input.guestEmail,
      productId: product.id,
    });
    if (!code.ok) {
      throw new AppError(ERROR_CODES.promoCodeNotValid, "This code is not valid", {
        details: { code: code.code, reason: code.reason },
      });
    }
  }
  const discount = code?.ok ? code.code.discount : null;
  // A free order (100 % code) needs no province: there is no tax on zero.
  const free = quote(product.priceCents, discount, null).totalCents === 0;
  const province = free
    ? await resolveProvince(db, config, input.province, input.userId, input.postal).catch(
        () => null,
      )
    : await resolveProvince(db, config, input.province, input.userId, input.postal);
  const priced = quote(product.priceCents, discount, province);
  return { product, province, quote: priced, code };
}

// ── Helpers ────────────────────────────────────────────────────────────────────────────────────
