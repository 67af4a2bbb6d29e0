import { and, desc, eq, gte } from "drizzle-orm";
import type { DbTransaction } from "../../../db/client";
import { cards } from "../../../db/schema";
import { type Card, calendarDay, issueCard } from "../cards/issue-card";
import { lockMember } from "../member-turn";

/**
 * The card a member's completed purchase gives (inside completeIntent's transaction). A member on
 * a running free card of the brand (free trial, 30-day campaign card) gets THAT card turned into
 * the paid one — same number, a year from today (or after their current paid card), auto-renew
 * like any purchase — so a trial followed by a purchase, or both at once, leaves one card, not two
 * (docs/decisions/0017-one-purchase-per-member.md). Anyone else gets a new card (issueCard).
 */
export async function purchasedCard(
  tx: DbTransaction,
  input: { userId: string; source: "purchase" | "activation"; orderId: string; expiresAt: Date },
): Promise<Card> {
  await lockMember(tx, input.userId);
  const now = new Date();
  const [free] = await tx
    .select({ id: cards.id })
    .from(cards)
    .where(
      and(
        eq(cards.userId, input.userId),
        eq(cards.cobrand, "spc"),
        eq(cards.status, "active"),
        eq(cards.isTrial, true),
        gte(cards.expiryDate, calendarDay(now)),
      ),
    )
    .orderBy(desc(cards.isPrimary), desc(cards.expiryDate))
    .limit(1)
    .for("update");
  if (!free) {
    return issueCard(tx, {
      userId: input.userId,
      cobrand: "spc",
      source: input.source,
      orderId: input.orderId,
      expiresAt: input.expiresAt,
    });
  }
  const [paid] = await tx
    .update(cards)
    .set({
      isTrial: false,
      isOnlinePurchased: input.source === "purchase",
      autoRenew: input.source === "purchase",
      source: input.source,
      orderId: input.orderId,
      expiryDate: calendarDay(input.expiresAt),
      updatedAt: now,
    })
    .where(eq(cards.id, free.id))
    .returning();
  return paid!;
}
