import { and, eq, ne } from "drizzle-orm";
import {
  cardRenewalAttempts,
  cardRenewals,
  cards,
  paymentTransactions,
  profiles,
} from "../../../db/schema";
import { type RenewalPromo, settleRenewalPromo } from "./promo";
import type { RenewalDeps, RenewalRow } from "./types";

const DAY_MS = 86_400_000;

/** period_end + 1 year, as a calendar day. */
export function nextPeriodEnd(periodEnd: string): string {
  const date = new Date(`${periodEnd}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * When a failed renewal is charged again: the first of `firstFailureAt + retryDays[i]` still in
 * the future, or null when none is left (the renewal stops and auto-renew is turned off).
 * Counting from the first failure keeps the schedule fixed whatever the member retries meanwhile.
 */
export function nextRetryAt(
  firstFailureAt: Date,
  retryDays: readonly number[],
  now: Date,
): Date | null {
  for (const days of retryDays) {
    const at = new Date(firstFailureAt.getTime() + days * DAY_MS);
    if (at.getTime() > now.getTime()) return at;
  }
  return null;
}

/** The gateway order id of a renewal attempt (also the promo redemption's order). */
export function orderIdOf(renewal: RenewalRow): string {
  return `renewal-${renewal.id}-${renewal.attempts}`;
}

export interface Settlement {
  ok: boolean;
  /** The stored renewal code as priced into amountCents (used up only on success). */
  promo?: RenewalPromo | null;
  amountCents: number;
  currency: string;
  transactionId: string | null;
  failureCode: string | null;
  failureMessage: string | null;
  processorResponseCode?: string | null;
  processorResponseText?: string | null;
}

export interface Settled {
  /** The card's new last valid day (success) or null. */
  newExpiry: string | null;
  nextAttemptAt: Date | null;
  /** This failure was the last one: auto-renew was switched off. */
  gaveUp: boolean;
}

/**
 * Step 3 of a renewal, in one transaction: records the attempt, settles the renewal (only while
 * still `pending`: a concurrent reconcile may have done it) and the ledger row. Success extends the
 * card by one year from the claimed period; a failure schedules the next retry or, when none is
 * left, turns the card's auto-renew off. The member's e-mail goes out after the commit.
 */
export async function settleRenewal(
  deps: RenewalDeps,
  renewal: RenewalRow,
  outcome: Settlement,
  now: Date,
): Promise<Settled | null> {
  const settled = await deps.db.transaction(async (tx) => {
    const nextAttemptAt = outcome.ok
      ? null
      : nextRetryAt(renewal.createdAt, deps.retryDays ?? [], now);
    const [updated] = await tx
      .update(cardRenewals)
      .set({
        status: outcome.ok ? "succeeded" : "failed",
        amountCents: outcome.amountCents,
        currency: outcome.currency,
        gatewayTransactionId: outcome.transactionId,
        failureCode: outcome.failureCode,
        failureMessage: outcome.failureMessage,
        nextAttemptAt,
        updatedAt: now,
      })
      .where(and(eq(cardRenewals.id, renewal.id), eq(cardRenewals.status, "pending")))
      .returning();
    if (!updated) return null;
    await tx
      .insert(cardRenewalAttempts)
      .values({
        renewalId: renewal.id,
        attempt: renewal.attempts,
        outcome: outcome.ok ? "succeeded" : "failed",
        amountCents: outcome.amountCents,
        currency: outcome.currency,
        gatewayTransactionId: outcome.transactionId,
        failureCode: outcome.failureCode,
        failureMessage: outcome.failureMessage,
      })
      .onConflictDoNothing();
    let newExpiry: string | null = null;
    let gaveUp = false;
    let renewedMessage = "Membership renewed";
    if (outcome.ok) {
      if (renewal.userId) {
        renewedMessage = await settleRenewalPromo(
          tx,
          outcome.promo ?? null,
          { id: renewal.id, userId: renewal.userId, orderId: orderIdOf(renewal) },
          now,
        );
      }
      newExpiry = nextPeriodEnd(renewal.periodEnd);
      await tx
        .update(cards)
        .set({ expiryDate: newExpiry, updatedAt: now })
        .where(and(eq(cards.id, renewal.cardId), eq(cards.expiryDate, renewal.periodEnd)));
    } else if (nextAttemptAt === null) {
      const switchedOff = await tx
        .update(cards)
        .set({ autoRenew: false, updatedAt: now })
        .where(and(eq(cards.id, renewal.cardId), eq(cards.autoRenew, true)))
        .returning({ id: cards.id });
      gaveUp = switchedOff.length > 0;
      if (gaveUp && renewal.userId) await mirrorProfileAutoRenew(tx, renewal.userId);
    }
    await tx.insert(paymentTransactions).values({
      userId: renewal.userId,
      kind: "renewal",
      status: outcome.ok ? "succeeded" : "declined",
      amountCents: outcome.amountCents,
      currency: outcome.currency,
      gateway: deps.gateway.name,
      gatewayTransactionId: outcome.transactionId,
      processorResponseCode: outcome.processorResponseCode ?? null,
      processorResponseText: outcome.processorResponseText ?? null,
      message: outcome.ok ? renewedMessage : (outcome.failureMessage ?? "Renewal failed"),
    });
    return { newExpiry, nextAttemptAt, gaveUp };
  });
  if (settled && renewal.userId) await mailOutcome(deps, renewal, outcome, settled);
  return settled;
}

type Tx = Parameters<Parameters<RenewalDeps["db"]["transaction"]>[0]>[0];

/** profiles.is_auto_renew mirrors the cards (as the toggle does): off once no card renews. */
async function mirrorProfileAutoRenew(tx: Tx, userId: string): Promise<void> {
  const [stillOn] = await tx
    .select({ id: cards.id })
    .from(cards)
    .where(and(eq(cards.userId, userId), eq(cards.autoRenew, true), ne(cards.isTrial, true)))
    .limit(1);
  if (!stillOn) {
    await tx.update(profiles).set({ isAutoRenew: false }).where(eq(profiles.userId, userId));
  }
}

/**
 * Receipt on success; "payment failed" (link to /billing) when a period's FIRST attempt fails —
 * the scheduled retries are silent so a member is not mailed every few days; "auto-renew off"
 * after the last retry.
 */
async function mailOutcome(
  deps: RenewalDeps,
  renewal: RenewalRow,
  outcome: Settlement,
  settled: Settled,
): Promise<void> {
  if (!deps.mails || !renewal.userId) return;
  const facts = {
    amountCents: outcome.amountCents,
    currency: outcome.currency,
    expiryDate: settled.newExpiry ?? renewal.periodEnd,
  };
  if (outcome.ok) {
    if (settled.newExpiry) await deps.mails.send("renewal_succeeded", renewal.userId, facts);
  } else if (settled.gaveUp) {
    await deps.mails.send("renewal_auto_renew_off", renewal.userId, facts);
  } else if (renewal.attempts === 1) {
    await deps.mails.send("renewal_payment_failed", renewal.userId, facts);
  }
}
