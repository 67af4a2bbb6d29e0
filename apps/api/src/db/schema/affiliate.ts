import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { cards } from "./cards";
import { sqlList } from "./enums";

const tz = { withTimezone: true } as const;

/** Banks whose affiliate tokens we accept (the card cobrand each one grants). */
export const affiliateBanks = ["cibc"] as const;

/**
 * Bank-affiliate tokens already spent (docs/decisions/0012-bank-affiliate-token.md): the jti is
 * the primary key, so one token gives one account one card, even with two API copies racing. The
 * row outlives the account (user_id → null) so a deleted member's token cannot be replayed.
 */
export const affiliateTokenUses = pgTable(
  "affiliate_token_uses",
  {
    jti: text("jti").primaryKey(),
    bank: text("bank", { enum: affiliateBanks }).notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    cardId: integer("card_id").references(() => cards.id, { onDelete: "set null" }),
    /** The token's own expiry: rows past it can be pruned (the token is refused as expired). */
    expiresAt: timestamp("expires_at", tz).notNull(),
    usedAt: timestamp("used_at", tz).notNull().defaultNow(),
  },
  (t) => [
    index("affiliate_token_uses_user_idx").on(t.userId),
    check("affiliate_token_uses_bank_check", sql.raw(`"bank" IN (${sqlList(affiliateBanks)})`)),
  ],
);
