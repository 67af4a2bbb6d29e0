import { ERROR_CODES } from "@spc/shared";
import { and, eq, inArray } from "drizzle-orm";
import type { Db, DbTransaction } from "../../db/client";
import { paymentIntents, profiles } from "../../db/schema";
import { AppError } from "../../lib/app-error";

type Executor = Db | DbTransaction;

/**
 * One membership operation per member at a time (docs/decisions/0017-one-purchase-per-member.md).
 *
 * Every operation that gives a member a membership takes this lock first, in its own transaction:
 * checkout recording its intent, the free trial, an in-store card activation, and every card
 * issued (so the "first card is primary" read is never raced). It is a row lock on the member's
 * profile row, held by PostgreSQL until the transaction ends — so it holds across API copies, and
 * dies with a crashed process's connection. The same row the other membership changes already
 * lock (referral years, campaign card, bank card, auto-renew, referral credit), so no two of them
 * can wait on each other in opposite orders. Only registered members buy or get cards; without a
 * profile there is nothing to lock (the unique indexes still hold).
 */
export async function lockMember(tx: Executor, userId: string): Promise<void> {
  await tx
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .for("update");
}

/** The member's purchase between "intent recorded" and "card written or failed", if any. */
export async function openPurchaseOf(
  tx: Executor,
  userId: string,
): Promise<typeof paymentIntents.$inferSelect | undefined> {
  const [open] = await tx
    .select()
    .from(paymentIntents)
    .where(
      and(eq(paymentIntents.userId, userId), inArray(paymentIntents.state, ["pending", "charged"])),
    )
    .limit(1);
  return open;
}

/** The answer of everyone who loses the race: nothing was charged, try again in a moment. */
export function purchaseInProgress(): AppError {
  return new AppError(
    ERROR_CODES.checkoutInProgress,
    "A membership purchase is being processed for this account; try again in a moment",
  );
}

/**
 * The turn of an operation that is not a purchase (free trial, card activation): the member's
 * lock, then a refusal while one of their purchases is still open — its card is on its way.
 */
export async function takeMemberTurn(tx: Executor, userId: string): Promise<void> {
  await lockMember(tx, userId);
  if (await openPurchaseOf(tx, userId)) throw purchaseInProgress();
}
