import { RENEWAL_LEAD_DAYS } from "@spc/shared";
import { and, desc, eq, gte, inArray, isNotNull, isNull, lt, lte, or, sql } from "drizzle-orm";
import { DEFAULT_RENEWAL_RETRY_DAYS } from "../config";
import type { Db } from "../db/client";
import { cardRenewals, cards, paymentCustomers } from "../db/schema";
import { renewalPrice } from "./renewal-price";
import { orderIdOf, type Settlement, settleRenewal } from "./renewal-settle";
import type { RenewalDeps, RenewalGateway, RenewalRow } from "./renewal-types";

export { renewalPrice } from "./renewal-price";
export { nextPeriodEnd, nextRetryAt } from "./renewal-settle";
export type { RenewalDeps, RenewalGateway } from "./renewal-types";

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
 * 3. SETTLE, in one transaction (renewal-settle.ts): the attempt row; success → renewal
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

/** A card past its expiry by more than this is not renewed automatically any more. */
export const GRACE_DAYS = 3;
/** A `pending` renewal older than this is considered interrupted. */
export const PENDING_STALE_MS = 10 * 60_000;

function dayOffset(now: Date, days: number): string {
  return new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Step 1: claims due cards; returns the renewal rows this runner owns. */
export async function claimDueRenewals(
  db: Db,
  options: { now: Date; leadDays: number; limit: number },
): Promise<RenewalRow[]> {
  const until = dayOffset(options.now, options.leadDays);
  const from = dayOffset(options.now, -GRACE_DAYS);
  return db.transaction(async (tx) => {
    // Not paidCardValidOn (checkout/paid-card.ts): that one asks about one member's cards on one
    // day; this is every member's cards whose last day falls in the window [now - grace, now + lead].
    const due = await tx
      .select({ id: cards.id, userId: cards.userId, expiryDate: cards.expiryDate })
      .from(cards)
      .where(
        and(
          eq(cards.autoRenew, true),
          eq(cards.status, "active"),
          eq(cards.isTrial, false),
          eq(cards.cobrand, "spc"),
          isNotNull(cards.userId),
          lte(cards.expiryDate, until),
          gte(cards.expiryDate, from),
        ),
      )
      .orderBy(cards.expiryDate, cards.id)
      .limit(options.limit)
      .for("update", { skipLocked: true });
    const claimed: RenewalRow[] = [];
    for (const card of due) {
      if (!card.expiryDate) continue;
      const [row] = await tx
        .insert(cardRenewals)
        .values({
          cardId: card.id,
          userId: card.userId,
          periodEnd: card.expiryDate,
          attempts: 1,
          // The run's clock: the retry schedule counts from here.
          createdAt: options.now,
          updatedAt: options.now,
        })
        .onConflictDoNothing({ target: [cardRenewals.cardId, cardRenewals.periodEnd] })
        .returning();
      if (row) claimed.push(row);
    }
    return claimed;
  });
}

/**
 * Step 1 bis: claims the failed renewals whose retry is due (decision 0011), with the same
 * `FOR UPDATE SKIP LOCKED` + conditional flip failed → pending, so one runner owns each retry.
 * A card whose member turned auto-renew off, or that was renewed since, is not retried. A renewal
 * with no retry left whose member turned auto-renew back on (after adding a payment method) is
 * charged once more, while the card is at most GRACE_DAYS past its expiry.
 */
export async function claimDueRetries(
  db: Db,
  options: { now: Date; limit: number },
): Promise<RenewalRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: cardRenewals.id })
      .from(cardRenewals)
      .innerJoin(cards, eq(cards.id, cardRenewals.cardId))
      .where(
        and(
          eq(cardRenewals.status, "failed"),
          or(
            lte(cardRenewals.nextAttemptAt, options.now),
            and(
              isNull(cardRenewals.nextAttemptAt),
              gte(cardRenewals.periodEnd, dayOffset(options.now, -GRACE_DAYS)),
            ),
          ),
          eq(cards.autoRenew, true),
          eq(cards.expiryDate, cardRenewals.periodEnd),
        ),
      )
      .orderBy(cardRenewals.nextAttemptAt)
      .limit(options.limit)
      .for("update", { of: cardRenewals, skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(cardRenewals)
      .set({
        status: "pending",
        attempts: sql`${cardRenewals.attempts} + 1`,
        nextAttemptAt: null,
        updatedAt: options.now,
      })
      .where(
        and(
          inArray(
            cardRenewals.id,
            due.map((row) => row.id),
          ),
          eq(cardRenewals.status, "failed"),
        ),
      )
      .returning();
  });
}

/** Step 2 + 3 for one claimed renewal. Returns true when the card was renewed. */
export async function chargeRenewal(
  deps: RenewalDeps,
  renewal: RenewalRow,
  now = new Date(),
): Promise<boolean> {
  const { db, gateway } = deps;
  const price = await renewalPrice(db, deps.country, renewal.userId);
  const [customer] = renewal.userId
    ? await db
        .select({ token: paymentCustomers.paymentMethodToken })
        .from(paymentCustomers)
        .where(eq(paymentCustomers.userId, renewal.userId))
    : [];
  const base = { amountCents: price.amountCents, currency: price.currency, promo: price.promo };
  if (!customer?.token) {
    await settleRenewal(
      deps,
      renewal,
      {
        ok: false,
        ...base,
        transactionId: null,
        failureCode: "no_payment_method",
        failureMessage: "No saved payment method",
      },
      now,
    );
    return false;
  }
  let outcome: Awaited<ReturnType<RenewalGateway["charge"]>>;
  try {
    outcome = await gateway.charge({
      amountCents: base.amountCents,
      currency: base.currency,
      orderId: orderIdOf(renewal),
      paymentMethodToken: customer.token,
    });
  } catch (error) {
    // Outcome unknown (gateway unreachable): leave it pending for reconciliation.
    deps.log?.error({ err: error, renewalId: renewal.id }, "renewal charge outcome unknown");
    return false;
  }
  const settlement: Settlement = outcome.ok
    ? {
        ok: true,
        ...base,
        transactionId: outcome.transaction.id,
        failureCode: null,
        failureMessage: null,
      }
    : {
        ok: false,
        ...base,
        transactionId: outcome.transaction?.id ?? null,
        failureCode: outcome.kind,
        failureMessage: outcome.message,
        processorResponseCode: outcome.processorResponseCode,
        processorResponseText: outcome.processorResponseText,
      };
  const settled = await settleRenewal(deps, renewal, settlement, now);
  return outcome.ok && settled?.newExpiry != null;
}

/** Settles renewals left pending by a crash: asks the gateway whether the charge happened. */
export async function reconcilePendingRenewals(deps: RenewalDeps, now: Date): Promise<number> {
  const stale = await deps.db
    .select()
    .from(cardRenewals)
    .where(
      and(
        eq(cardRenewals.status, "pending"),
        lt(cardRenewals.updatedAt, new Date(now.getTime() - PENDING_STALE_MS)),
      ),
    )
    .limit(100);
  let settled = 0;
  for (const renewal of stale) {
    const found = (await deps.gateway.findByOrderId?.(orderIdOf(renewal))) ?? [];
    const charged = found.find((transaction) => transaction.succeeded);
    const price = await renewalPrice(deps.db, deps.country, renewal.userId);
    const result = await settleRenewal(
      deps,
      renewal,
      {
        ok: charged !== undefined,
        amountCents: price.amountCents,
        currency: price.currency,
        promo: price.promo,
        transactionId: charged?.id ?? null,
        failureCode: charged ? null : "interrupted",
        failureMessage: charged ? null : "The renewal was interrupted before the charge",
      },
      now,
    );
    if (result !== null) settled += 1;
  }
  return settled;
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

/** Runs the job every `intervalMs` (0 = never); returns a stop function. Errors are logged. */
export function startRenewalScheduler(
  deps: RenewalDeps,
  intervalMs: number,
  options: Omit<RenewalRunOptions, "now"> = {},
): () => void {
  if (intervalMs <= 0) return () => {};
  let running = false;
  const tick = async () => {
    if (running) return; // never overlap runs in one process
    running = true;
    try {
      await runRenewals(deps, options);
    } catch (error) {
      deps.log?.error({ err: error }, "renewal job failed");
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  const first = setTimeout(() => void tick(), Math.min(intervalMs, 30_000));
  first.unref();
  return () => {
    clearInterval(timer);
    clearTimeout(first);
  };
}
