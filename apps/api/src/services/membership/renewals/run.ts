import { RENEWAL_LEAD_DAYS } from "@spc/shared";
import { and, desc, eq, sql } from "drizzle-orm";
import { DEFAULT_RENEWAL_RETRY_DAYS } from "../../../config";
import { cardRenewals, cards } from "../../../db/schema";
import { chargeRenewal, reconcilePendingRenewals } from "./charge";
import { claimDueRenewals, claimDueRetries } from "./claim";
import type { RenewalDeps } from "./types";

export { renewalPrice } from "./price";
export { nextPeriodEnd, nextRetryAt } from "./settle";
export type { RenewalDeps, RenewalGateway } from "./types";

/**
 * Auto-renewal of membership cards (docs/decisions/0009-cards-trial-renewals.md).
 *
 * A card is due when it is an active, auto-renewing, non-trial own-brand (spc) card of a member
 * whose last valid day is at most `leadDays` ahead (and at most GRACE_DAYS behind). One run:
 *
 * 1. CLAIM, in one short transaction: `SELECT … FOR UPDATE SKIP LOCKED` the due cards (a copy
 *    already holding some skips them) and INSERT a `card_renewals` row keyed by (card, period =
 *    the expiry day being renewed) with `ON CONFLICT DO NOTHING`. Only the runner whose insert
 *    returned a row goes on; a second run, a second API copy or tomorrow's run finds the key taken.
 * 2. CHARGE the member's saved payment method through the gateway, with `renewal-<id>-<attempt>`
 *    as the gateway order id (outside any transaction: no lock is held during the network call).
 * 3. SETTLE, in one transaction (settle.ts): the attempt row; success → renewal
 *    `succeeded`, the card's expiry day + 1 year (only if still the claimed period), a `renewal`
 *    ledger row; failure → renewal `failed` with its next retry day (the expiry-status call then
 *    answers a `payment` notice) and a `declined` ledger row; no retry left → auto-renew off.
 *    Then the member's e-mail (receipt / payment failed / auto-renew off).
 *
 * Retries (docs/decisions/0011-renewal-retries.md): a failed renewal is charged again on the
 * days of `retryDays` after its first failure (default 1, 3, 7), claimed like new renewals.
 *
 * A renewal left `pending` (process died between 1 and 3) is reconciled later: asked to the
 * gateway by order id; charged → settled as success, not charged → settled as failed.
 */

export interface RenewalRunOptions {
  now?: Date;
  leadDays?: number;
  /** Cards claimed per run. */
  limit?: number;
  /** Test seam: called between claim and charge. */
  afterClaim?: () => Promise<void>;
}

export interface RenewalRunResult {
  claimed: number;
  /** Failed renewals charged again on their retry day. */
  retried: number;
  renewed: number;
  failed: number;
  reconciled: number;
}

/** One run of the renewal job (safe to run concurrently from several processes). */
export async function runRenewals(
  deps: RenewalDeps,
  options: RenewalRunOptions = {},
): Promise<RenewalRunResult> {
  const now = options.now ?? new Date();
  const limit = options.limit ?? 200;
  const reconciled = await reconcilePendingRenewals(deps, now);
  const claimed = await claimDueRenewals(deps.db, {
    now,
    leadDays: options.leadDays ?? RENEWAL_LEAD_DAYS,
    limit,
  });
  const retries = await claimDueRetries(deps.db, { now, limit });
  await options.afterClaim?.();
  let renewed = 0;
  let failed = 0;
  for (const renewal of [...claimed, ...retries]) {
    if (await chargeRenewal(deps, renewal, now)) renewed += 1;
    else failed += 1;
  }
  if (claimed.length > 0 || retries.length > 0 || reconciled > 0) {
    deps.log?.info(
      { claimed: claimed.length, retried: retries.length, renewed, failed, reconciled },
      "renewals run",
    );
  }
  return { claimed: claimed.length, retried: retries.length, renewed, failed, reconciled };
}

/**
 * Retries a member's failed renewal now (POST /user/failed_payment_verification, e.g. after a new
 * payment method was saved). The retry is claimed by flipping the row failed → pending (one
 * winner), then charged like the job does with a new attempt number; a new failure keeps the
 * retry schedule counted from the first failure.
 */
export async function retryFailedRenewal(
  deps: RenewalDeps,
  userId: string,
  now = new Date(),
): Promise<{ status: "renewed" | "failed" | "none"; cardId: number | null }> {
  const [latest] = await deps.db
    .select({ renewal: cardRenewals })
    .from(cardRenewals)
    .innerJoin(cards, eq(cards.id, cardRenewals.cardId))
    .where(
      and(
        eq(cardRenewals.userId, userId),
        eq(cardRenewals.status, "failed"),
        // Still the card's current period: not renewed since.
        eq(cards.expiryDate, cardRenewals.periodEnd),
        eq(cards.userId, userId),
      ),
    )
    .orderBy(desc(cardRenewals.updatedAt))
    .limit(1);
  if (!latest) return { status: "none", cardId: null };
  const [claimed] = await deps.db
    .update(cardRenewals)
    .set({ status: "pending", attempts: sql`${cardRenewals.attempts} + 1`, updatedAt: now })
    .where(and(eq(cardRenewals.id, latest.renewal.id), eq(cardRenewals.status, "failed")))
    .returning();
  if (!claimed) return { status: "none", cardId: latest.renewal.cardId };
  const renewed = await chargeRenewal(withDefaults(deps), claimed, now);
  return { status: renewed ? "renewed" : "failed", cardId: claimed.cardId };
}

/** Callers that predate the retry policy (the users service) get the default schedule. */
function withDefaults(deps: RenewalDeps): RenewalDeps {
  return deps.retryDays ? deps : { ...deps, retryDays: DEFAULT_RENEWAL_RETRY_DAYS };
}
