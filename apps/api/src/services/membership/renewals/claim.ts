import { and, eq, gte, inArray, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { cardRenewals, cards } from "../../../db/schema";
import type { RenewalRow } from "./types";

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
