import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { paymentIntents } from "../../../db/schema";

/**
 * The lease of an intent (`payment_intents.locked_until`): while it runs, the request working on
 * the intent is "in flight" and nobody else touches it; once it lapses, a same-key retry or the
 * reconciler may take the intent over and settle it from the gateway's books
 * (docs/decisions/0017-one-purchase-per-member.md).
 *
 * Short, and renewed while the work goes on: a gateway call can legitimately take a minute
 * (Braintree's SDK times out at 60 s), but a process that died stops renewing, so its lease
 * lapses within INTENT_LEASE_MS instead of the minutes a fixed lock long enough for the slowest
 * call would need.
 */
export const INTENT_LEASE_MS = 15_000;
/** How often a working request renews its lease (well inside INTENT_LEASE_MS). */
export const INTENT_HEARTBEAT_MS = 5_000;

export function leaseUntil(now = Date.now()): Date {
  return new Date(now + INTENT_LEASE_MS);
}

/** Whether nobody holds the intent any more (its request finished, gave up or died). */
export function leaseLapsed(intent: { lockedUntil: Date | null }, now = Date.now()): boolean {
  return !intent.lockedUntil || intent.lockedUntil.getTime() <= now;
}

/**
 * Runs `work` on an intent this request holds, renewing the lease every INTENT_HEARTBEAT_MS
 * until it ends. Only an open, still-leased intent is renewed: a settled one (lease cleared) is
 * left alone. A renewal that fails is only a shorter lease, never an error of the checkout.
 */
export async function holdingLease<T>(
  db: Db,
  intentId: string,
  work: () => Promise<T>,
): Promise<T> {
  const renew = () =>
    db
      .update(paymentIntents)
      .set({ lockedUntil: leaseUntil() })
      .where(
        and(
          eq(paymentIntents.id, intentId),
          inArray(paymentIntents.state, ["pending", "charged"]),
          isNotNull(paymentIntents.lockedUntil),
        ),
      )
      .then(
        () => undefined,
        () => undefined,
      );
  const timer = setInterval(() => void renew(), INTENT_HEARTBEAT_MS);
  timer.unref();
  try {
    return await work();
  } finally {
    clearInterval(timer);
  }
}
