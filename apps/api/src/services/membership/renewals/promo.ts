import { DEFAULT_PRODUCT_ID, ERROR_CODES } from "@spc/shared";
import { eq } from "drizzle-orm";
import type { Db, DbTransaction } from "../../../db/client";
import { paymentCustomers } from "../../../db/schema";
import { AppError } from "../../../lib/app-error";
import { checkCode, confirmCode, reserveCode } from "../checkout/codes";
import type { Discount } from "../checkout/pricing";

/**
 * The promo code a member stored for the next renewal (PUT /user/updateAutoRenew or
 * /updatePaymentMethod promoCode), checked with checkout's own rules (codes.ts): only `promo`
 * codes, for the yearly product, within their dates and limits, once per member when so marked.
 */

/** Checks a code before it is stored: a refused code is the checkout's 422, nothing stored. */
export async function validRenewalPromo(
  db: Db | DbTransaction,
  rawCode: string,
  userId: string,
): Promise<string> {
  const check = await checkCode(db, rawCode, ["promo"], { userId, productId: DEFAULT_PRODUCT_ID });
  if (!check.ok) {
    throw new AppError(ERROR_CODES.promoCodeNotValid, "This code is not valid", {
      details: { code: check.code, reason: check.reason },
    });
  }
  return check.code.code;
}

/**
 * A `promo` code the member could store for the next renewal right now (the same rules as
 * validRenewalPromo and storedRenewalPromo), with its discount; null when it is not live for them
 * (missing, inactive, not started, expired, used up, already used by them, another kind).
 */
export async function liveRenewalPromo(
  db: Db | DbTransaction,
  rawCode: string,
  userId: string,
): Promise<{ code: string; discount: Discount } | null> {
  const check = await checkCode(db, rawCode, ["promo"], { userId, productId: DEFAULT_PRODUCT_ID });
  if (!check.ok || check.code.source !== "table") return null;
  return { code: check.code.code, discount: check.code.discount };
}

/** What the stored code does to this renewal: a discount, or why it no longer applies. */
export type RenewalPromo =
  | { applied: true; code: string; promoCodeId: number; discount: Discount }
  | { applied: false; code: string; reason: string };

/** The member's stored renewal code, re-checked now (it may have run out since it was stored). */
export async function storedRenewalPromo(db: Db, userId: string): Promise<RenewalPromo | null> {
  const [customer] = await db
    .select({ code: paymentCustomers.renewalPromoCode })
    .from(paymentCustomers)
    .where(eq(paymentCustomers.userId, userId));
  if (!customer?.code) return null;
  const check = await checkCode(db, customer.code, ["promo"], {
    userId,
    productId: DEFAULT_PRODUCT_ID,
  });
  if (!check.ok) return { applied: false, code: check.code, reason: check.reason };
  // Only promo_codes rows are `promo` codes (members' referral codes are `referral`).
  if (check.code.source !== "table")
    return { applied: false, code: check.code.code, reason: "wrong_kind" };
  return {
    applied: true,
    code: check.code.code,
    promoCodeId: check.code.row.id,
    discount: check.code.discount,
  };
}

/**
 * Uses one redemption of the applied code inside the renewal's settle transaction (the same one
 * that writes the ledger row), under the code's row lock, keyed by the renewal: a second settle of
 * the same renewal cannot count twice. Returns false when the last redemption went to someone else
 * between pricing and settling: the member was already charged the discounted price, which stands.
 */
export async function redeemRenewalPromo(
  tx: DbTransaction,
  promo: Extract<RenewalPromo, { applied: true }>,
  userId: string,
  renewalId: number,
  orderId: string,
): Promise<boolean> {
  const key = `renewal-${renewalId}`;
  const context = { userId, productId: DEFAULT_PRODUCT_ID };
  const refusal = await reserveCode(tx, promo.promoCodeId, context, key);
  if (refusal) return false;
  await confirmCode(tx, key, orderId);
  return true;
}

/** The stored code was meant for one renewal: cleared once a renewal succeeded (used or not). */
export async function clearRenewalPromo(tx: DbTransaction, userId: string, now: Date) {
  await tx
    .update(paymentCustomers)
    .set({ renewalPromoCode: null, updatedAt: now })
    .where(eq(paymentCustomers.userId, userId));
}

/**
 * The promo part of a successful renewal's settle transaction: uses the applied code's
 * redemption, clears the stored code, and returns the ledger row's message (the member's receipt
 * line in /user_transactions), which says when the code no longer applied and full price was paid.
 */
export async function settleRenewalPromo(
  tx: DbTransaction,
  promo: RenewalPromo | null,
  renewal: { id: number; userId: string; orderId: string },
  now: Date,
): Promise<string> {
  if (!promo) return "Membership renewed";
  await clearRenewalPromo(tx, renewal.userId, now);
  if (!promo.applied) {
    return `Membership renewed at full price: promo code ${promo.code} no longer applies (${promo.reason})`;
  }
  await redeemRenewalPromo(tx, promo, renewal.userId, renewal.id, renewal.orderId);
  return `Membership renewed with promo code ${promo.code}`;
}
