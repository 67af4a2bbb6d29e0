import { sql } from "drizzle-orm";
import { boolean, check, date, index, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { sqlList } from "./enums";

const tz = { withTimezone: true } as const;

export const cardCobrands = ["cibc", "campus", "spc"] as const;

/**
 * Membership cards (spec §3 Card) — the minimal table the accounts issue needs so registration
 * answers (`hasCard`, `membership_type`) come from real rows; the membership issue extends it.
 * `user_id` is null for an in-store card nobody has activated yet.
 */
export const cards = pgTable(
  "cards",
  {
    id: serial("id").primaryKey(),
    cardNumber: text("card_number").notNull().unique(),
    csv: text("csv").notNull(),
    cobrand: text("cobrand", { enum: cardCobrands }).notNull().default("spc"),
    /** 'active' is the one status the spec names; anything else means "not active". */
    status: text("status").notNull().default("active"),
    /** Last calendar day the card is valid. */
    expiryDate: date("expiry_date", { mode: "string" }),
    isPrimary: boolean("is_primary").notNull().default(false),
    isGTicket: boolean("is_g_ticket").notNull().default(false),
    isOnlinePurchased: boolean("is_online_purchased").notNull().default(false),
    campus: text("campus"),
    isTrial: boolean("is_trial").notNull().default(false),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", tz).notNull().defaultNow(),
  },
  (t) => [
    index("cards_user_id_idx").on(t.userId),
    check("cards_cobrand_check", sql.raw(`"cobrand" IN (${sqlList(cardCobrands)})`)),
  ],
);
