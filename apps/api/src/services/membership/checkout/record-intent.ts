// Step 2 of a checkout: the intent and its code reservation, committed before any charge.
import { randomUUID } from "node:crypto";
import { ERROR_CODES } from "@spc/shared";
import type { Db, DbTransaction } from "../../../db/client";
import { cards, paymentIntents } from "../../../db/schema";
import { AppError } from "../../../lib/app-error";
import { lockMember, openPurchaseOf } from "../member-turn";
import { reserveCode } from "./codes";
import { leaseUntil } from "./intent-lease";
import { findIntent } from "./intents";
import { paidCardValidOn } from "./paid-card";
import type { PricedCheckout } from "./price-checkout";
import type { CheckoutDeps, CheckoutInput, Intent } from "./types";

/**
 * Records the intent (and reserves its code) in ONE transaction, committed before the gateway is
 * called. A member's purchase takes the member's turn first (member-turn.ts): under that lock it
 * re-checks that no other purchase of theirs is open (→ `busy`, the caller answers 409
 * checkout_in_progress) and that they hold no paid membership (409 active_membership) — so of
 * ten purchases sent at once with ten keys exactly one is recorded, before any charge. `created`
 * is null when a request with the same key got there first (the caller replays it).
 */
export async function recordIntent(
  deps: CheckoutDeps,
  input: CheckoutInput,
  priced: PricedCheckout,
  hash: string,
): Promise<{ created: Intent | null; busy?: Intent }> {
  const intentId = randomUUID();
  return deps.db.transaction(async (tx) => {
    if (input.userId) {
      await lockMember(tx, input.userId);
      if (await findIntent(tx, input.idempotencyKey)) return { created: null };
      const open = await openPurchaseOf(tx, input.userId);
      if (open) return { created: null, busy: open };
      await refuseActiveMembership(tx, input.userId);
    }
    const [row] = await tx
      .insert(paymentIntents)
      .values(intentValues(deps, input, priced, intentId, hash))
      .onConflictDoNothing({ target: paymentIntents.idempotencyKey })
      .returning();
    if (!row) return { created: null }; // a concurrent request with the same key won the insert
    const code = priced.code?.ok ? priced.code.code : null;
    if (code?.source === "table") {
      const refusal = await reserveCode(
        tx,
        code.row.id,
        { userId: input.userId, guestEmail: input.guestEmail, productId: priced.product.id },
        intentId,
      );
      if (refusal) {
        throw new AppError(ERROR_CODES.promoCodeNotValid, "This code is not valid", {
          details: { code: code.code, reason: refusal },
        });
      }
    }
    return { created: row };
  });
}

function intentValues(
  deps: CheckoutDeps,
  input: CheckoutInput,
  priced: PricedCheckout,
  intentId: string,
  hash: string,
): typeof paymentIntents.$inferInsert {
  const code = priced.code?.ok ? priced.code.code : null;
  return {
    id: intentId,
    idempotencyKey: input.idempotencyKey,
    requestHash: hash,
    kind: input.kind,
    paymentType: input.paymentType,
    state: "pending",
    userId: input.userId,
    guestEmail: input.guestEmail?.toLowerCase() ?? null,
    language: input.language,
    productId: priced.product.id,
    currency: deps.config.currency,
    subtotalCents: priced.quote.subtotalCents,
    discountCents: priced.quote.discountCents,
    taxCents: priced.quote.taxCents,
    totalCents: priced.quote.totalCents,
    province: priced.province,
    taxLines: priced.quote.taxLines,
    promoCodeId: code?.source === "table" ? code.row.id : null,
    promoCode: code && code.kind !== "school" && code.kind !== "referral" ? code.code : null,
    schoolCode: code?.kind === "school" ? code.code : null,
    referralCode: code?.kind === "referral" ? code.code : null,
    utmSource: input.attribution?.utmSource ?? null,
    utmMedium: input.attribution?.utmMedium ?? null,
    utmCampaign: input.attribution?.utmCampaign ?? null,
    autoRenew: input.autoRenew && input.userId !== null,
    gateway: deps.gateway.name,
    lockedUntil: leaseUntil(),
  };
}

/** A member whose paid card runs more than 30 more days cannot buy another one yet. */
async function refuseActiveMembership(db: Db | DbTransaction, userId: string | null) {
  if (!userId) return;
  const horizon = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const [card] = await db
    .select({ id: cards.id })
    .from(cards)
    .where(paidCardValidOn(userId, horizon))
    .limit(1);
  if (card) {
    throw new AppError(ERROR_CODES.activeMembership, "user already has active membership");
  }
}
