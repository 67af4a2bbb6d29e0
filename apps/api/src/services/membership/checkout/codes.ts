import type { CodeValidationResponse } from "@spc/shared";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Db, DbTransaction } from "../../../db/client";
import {
  type CheckoutCodeKind,
  orders,
  profiles,
  promoCodeRedemptions,
  promoCodes,
} from "../../../db/schema";
import type { Discount } from "./pricing";

type PromoCodeRow = typeof promoCodes.$inferSelect;
type Refusal = NonNullable<CodeValidationResponse["reason"]>;

/** What a member's own referral code gives a friend at checkout (interpretation: 10 %). */
export const MEMBER_REFERRAL_DISCOUNT: Discount = { type: "percent", value: 10 };

/** A code that may be applied: a promo_codes row, or a member's referral code (no row). */
export type ResolvedCode =
  | { source: "table"; code: string; kind: CheckoutCodeKind; discount: Discount; row: PromoCodeRow }
  | {
      source: "member_referral";
      code: string;
      kind: "referral";
      discount: Discount;
      referrerId: string;
    };

export type CodeCheck =
  | { ok: true; code: ResolvedCode }
  | { ok: false; code: string; reason: Refusal };

export function normaliseCode(code: string): string {
  return code.trim().toUpperCase();
}

export interface CodeContext {
  userId: string | null;
  guestEmail?: string | null;
  productId?: string;
  now?: Date;
}

/** Why a table code cannot be used right now by this buyer (null = usable). */
async function refusalOf(db: Db | DbTransaction, row: PromoCodeRow, context: CodeContext) {
  const now = context.now ?? new Date();
  if (!row.active) return "inactive" as const;
  if (row.startsAt && row.startsAt > now) return "not_started" as const;
  if (row.endsAt && row.endsAt <= now) return "expired" as const;
  if (row.productId && context.productId && row.productId !== context.productId) {
    return "wrong_product" as const;
  }
  if (row.maxRedemptions !== null && row.redemptionCount >= row.maxRedemptions) {
    return "exhausted" as const;
  }
  const perUser = perUserKey(row, context, null);
  if (row.oncePerUser && perUser) {
    const [used] = await db
      .select({ id: promoCodeRedemptions.id })
      .from(promoCodeRedemptions)
      .where(
        and(
          eq(promoCodeRedemptions.promoCodeId, row.id),
          eq(promoCodeRedemptions.perUserKey, perUser),
        ),
      )
      .limit(1);
    if (used) return "already_used" as const;
  }
  return null;
}

/** The once-per-user key: the member, else the guest's e-mail; per-use codes use the intent. */
function perUserKey(row: PromoCodeRow, context: CodeContext, intentId: string | null) {
  if (!row.oncePerUser) return intentId ? `intent:${intentId}` : null;
  if (context.userId) return `user:${context.userId}`;
  if (context.guestEmail) return `email:${context.guestEmail.toLowerCase()}`;
  return null;
}

/** Whether the member has any earlier order (a referral is for a first purchase). */
export async function hasOrdered(db: Db | DbTransaction, userId: string): Promise<boolean> {
  const [earlier] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.userId, userId))
    .limit(1);
  return earlier !== undefined;
}

/**
 * Checks a code for a buyer. `kinds` limits which kinds are accepted (a school-code field takes
 * school codes only). Referral codes also match members' own codes (profiles.referral_code):
 * valid for a signed-in buyer other than the referrer who has no earlier order.
 */
export async function checkCode(
  db: Db | DbTransaction,
  rawCode: string,
  kinds: readonly CheckoutCodeKind[],
  context: CodeContext,
): Promise<CodeCheck> {
  const code = normaliseCode(rawCode);
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code));
  if (row) {
    if (!kinds.includes(row.kind)) return { ok: false, code, reason: "wrong_kind" };
    const reason = await refusalOf(db, row, context);
    if (reason) return { ok: false, code, reason };
    return {
      ok: true,
      code: {
        source: "table",
        code,
        kind: row.kind,
        discount: { type: row.discountType, value: row.discountValue },
        row,
      },
    };
  }
  if (kinds.includes("referral")) {
    const [referrer] = await db
      .select({ userId: profiles.userId })
      .from(profiles)
      .where(eq(profiles.referralCode, code));
    if (referrer) {
      // Each order with a member's code is a free year for the referrer (/redeemReferral): a
      // buyer without an account could be the referrer buying guest cards with their own code,
      // so only a signed-in member's first order counts (decision 0010, addendum).
      if (!context.userId) return { ok: false, code, reason: "referral_needs_account" };
      if (referrer.userId === context.userId)
        return { ok: false, code, reason: "own_referral_code" };
      if (await hasOrdered(db, context.userId)) return { ok: false, code, reason: "already_used" };
      return {
        ok: true,
        code: {
          source: "member_referral",
          code,
          kind: "referral",
          discount: MEMBER_REFERRAL_DISCOUNT,
          referrerId: referrer.userId,
        },
      };
    }
  }
  return { ok: false, code, reason: "not_found" };
}

/** The same check by SHA-256 hex of the upper-cased code (GET /v2/product?is_hashed=true). */
export async function findCodeByHash(db: Db, hash: string): Promise<string | null> {
  const [row] = await db
    .select({ code: promoCodes.code })
    .from(promoCodes)
    .where(
      sql`encode(sha256(convert_to(${promoCodes.code}, 'UTF8')), 'hex') = ${hash.toLowerCase()}`,
    );
  return row?.code ?? null;
}

export function toValidationResponse(check: CodeCheck): CodeValidationResponse {
  if (!check.ok) {
    return {
      valid: false,
      code: check.code,
      kind: null,
      reason: check.reason,
      discount: null,
      school_name: null,
      ends_at: null,
    };
  }
  const { code } = check;
  return {
    valid: true,
    code: code.code,
    kind: code.kind,
    reason: null,
    discount: code.discount,
    school_name: code.source === "table" ? code.row.schoolName : null,
    ends_at: code.source === "table" ? (code.row.endsAt?.toISOString() ?? null) : null,
  };
}

/**
 * Reserves a table code for an intent inside the caller's transaction, re-checking the limits
 * under a row lock (two buyers cannot both take the last redemption; a member cannot use a
 * once-per-user code twice, even concurrently: unique index). Returns the refusal, or null.
 */
export async function reserveCode(
  tx: DbTransaction,
  promoCodeId: number,
  context: CodeContext,
  intentId: string,
): Promise<Refusal | null> {
  const [row] = await tx
    .select()
    .from(promoCodes)
    .where(eq(promoCodes.id, promoCodeId))
    .for("update");
  if (!row) return "not_found";
  const reason = await refusalOf(tx, row, context);
  if (reason) return reason;
  const key = perUserKey(row, context, intentId)!;
  const inserted = await tx
    .insert(promoCodeRedemptions)
    .values({
      promoCodeId,
      userId: context.userId,
      email: context.guestEmail?.toLowerCase() ?? null,
      orderId: `intent:${intentId}`,
      perUserKey: key,
    })
    .onConflictDoNothing()
    .returning({ id: promoCodeRedemptions.id });
  if (inserted.length === 0) return "already_used";
  await tx
    .update(promoCodes)
    .set({ redemptionCount: sql`${promoCodes.redemptionCount} + 1` })
    .where(eq(promoCodes.id, promoCodeId));
  return null;
}

/** Gives back an intent's reservation (the charge failed). */
export async function releaseCode(tx: DbTransaction, promoCodeId: number, intentId: string) {
  const released = await tx
    .delete(promoCodeRedemptions)
    .where(
      and(
        eq(promoCodeRedemptions.promoCodeId, promoCodeId),
        eq(promoCodeRedemptions.orderId, `intent:${intentId}`),
      ),
    )
    .returning({ id: promoCodeRedemptions.id });
  if (released.length > 0) {
    await tx
      .update(promoCodes)
      .set({ redemptionCount: sql`greatest(${promoCodes.redemptionCount} - 1, 0)` })
      .where(eq(promoCodes.id, promoCodeId));
  }
}

/** Points an intent's reservation at the order it became. */
export async function confirmCode(tx: DbTransaction, intentId: string, orderId: string) {
  await tx
    .update(promoCodeRedemptions)
    .set({ orderId })
    .where(eq(promoCodeRedemptions.orderId, `intent:${intentId}`));
}

/**
 * Credits the referrer of a member-referral order (+1 referral_count = one free year through
 * /redeemReferral), inside the order's transaction. Only a registered buyer's first order, never
 * the referrer's own: checkCode refused the rest at pricing time, and this re-check under the
 * buyer's profile lock stops two first orders completing side by side from both counting.
 */
export async function creditReferral(
  tx: DbTransaction,
  order: { referralCode: string; buyerId: string | null; orderId: string },
): Promise<boolean> {
  if (!order.buyerId) return false;
  const [buyer] = await tx
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(eq(profiles.userId, order.buyerId))
    .for("update");
  if (!buyer) return false;
  const [earlier] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, order.buyerId), ne(orders.id, order.orderId)))
    .limit(1);
  if (earlier) return false;
  const credited = await tx
    .update(profiles)
    .set({ referralCount: sql`${profiles.referralCount} + 1` })
    .where(and(eq(profiles.referralCode, order.referralCode), ne(profiles.userId, order.buyerId)))
    .returning({ userId: profiles.userId });
  return credited.length > 0;
}
