import { and, eq, gte, type SQL } from "drizzle-orm";
import { cards } from "../../../db/schema";

/**
 * A member's active, paid (non-trial) cards still valid on `day` (YYYY-MM-DD): what makes a
 * paying member, for refusing a second purchase, for dating a new card after the current one and
 * for the subscription state.
 */
export function paidCardValidOn(userId: string, day: string): SQL {
  return and(
    eq(cards.userId, userId),
    eq(cards.status, "active"),
    eq(cards.isTrial, false),
    gte(cards.expiryDate, day),
  ) as SQL;
}
