import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { cards } from "./cards";
import { sqlList } from "./enums";
import { paymentIntents, type TaxLine } from "./payments";

const tz = { withTimezone: true } as const;

export const orderStatuses = ["paid", "refunded"] as const;

/**
 * A completed sale: exactly one per completed payment intent (unique `intent_id`), written in
 * the same transaction as its card. Amounts are integer cents; total = subtotal − discount + tax.
 */
export const orders = pgTable(
  "orders",
  {
    id: text("id").primaryKey(),
    intentId: text("intent_id")
      .notNull()
      .unique()
      .references(() => paymentIntents.id),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    guestEmail: text("guest_email"),
    kind: text("kind").notNull(),
    productId: text("product_id").notNull(),
    currency: text("currency").notNull(),
    subtotalCents: integer("subtotal_cents").notNull(),
    discountCents: integer("discount_cents").notNull(),
    taxCents: integer("tax_cents").notNull(),
    totalCents: integer("total_cents").notNull(),
    province: text("province"),
    taxLines: jsonb("tax_lines").$type<TaxLine[]>().notNull(),
    promoCode: text("promo_code"),
    schoolCode: text("school_code"),
    referralCode: text("referral_code"),
    /** Campaign attribution from the purchase's utm header; null without one (decision 0051). */
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    language: text("language").notNull().default("en"),
    gateway: text("gateway").notNull(),
    gatewayTransactionId: text("gateway_transaction_id"),
    cardId: integer("card_id").references(() => cards.id, { onDelete: "set null" }),
    status: text("status", { enum: orderStatuses }).notNull().default("paid"),
    createdAt: timestamp("created_at", tz).notNull().defaultNow(),
  },
  (t) => [
    index("orders_user_idx").on(t.userId),
    check("orders_status_check", sql.raw(`"status" IN (${sqlList(orderStatuses)})`)),
    check(
      "orders_amounts_check",
      sql.raw(`"total_cents" = "subtotal_cents" - "discount_cents" + "tax_cents"`),
    ),
  ],
);
