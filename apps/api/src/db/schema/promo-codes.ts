import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { sqlList } from "./enums";

const tz = { withTimezone: true } as const;

/**
 * What a checkout code is (spec §1: "referral codes, school codes, promo codes and access codes").
 * Member referral codes live on profiles (`profiles.referral_code`); a `referral` row here is a
 * campaign referral code with its own discount.
 */
export const checkoutCodeKinds = ["promo", "school", "referral", "access"] as const;
export type CheckoutCodeKind = (typeof checkoutCodeKinds)[number];

/** `percent`: `discount_value` is whole percent (10 = 10 %); `fixed`: integer cents off. */
export const discountTypes = ["percent", "fixed"] as const;
export type DiscountType = (typeof discountTypes)[number];

/**
 * Checkout codes with their discount and limits. `code` is stored upper-case; lookups upper-case
 * the input. Limits: `max_redemptions` (null = unlimited, counted in `redemption_count` under a
 * row lock), `once_per_user`, the `[starts_at, ends_at)` validity window and `active`.
 */
export const promoCodes = pgTable(
  "promo_codes",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull().unique(),
    kind: text("kind", { enum: checkoutCodeKinds }).notNull(),
    discountType: text("discount_type", { enum: discountTypes }).notNull(),
    discountValue: integer("discount_value").notNull(),
    /** The product the code applies to (null = any product). */
    productId: text("product_id"),
    /** School codes: the school (or campus) the code belongs to. */
    schoolName: text("school_name"),
    description: text("description"),
    startsAt: timestamp("starts_at", tz),
    endsAt: timestamp("ends_at", tz),
    maxRedemptions: integer("max_redemptions"),
    redemptionCount: integer("redemption_count").notNull().default(0),
    oncePerUser: boolean("once_per_user").notNull().default(true),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", tz).notNull().defaultNow(),
  },
  () => [
    check("promo_codes_kind_check", sql.raw(`"kind" IN (${sqlList(checkoutCodeKinds)})`)),
    check(
      "promo_codes_discount_type_check",
      sql.raw(`"discount_type" IN (${sqlList(discountTypes)})`),
    ),
    check(
      "promo_codes_discount_value_check",
      sql.raw(
        `"discount_value" >= 0 AND ("discount_type" <> 'percent' OR "discount_value" <= 100)`,
      ),
    ),
    check("promo_codes_code_upper_check", sql.raw(`"code" = upper("code")`)),
  ],
);

/**
 * One row per use of a code by a completed order (or a VIP/access verification). The unique
 * (code, user) index backs `once_per_user` for codes that have it (`per_user_key` is the user id
 * then, else the order id so repeated uses stay distinct).
 */
export const promoCodeRedemptions = pgTable(
  "promo_code_redemptions",
  {
    id: serial("id").primaryKey(),
    promoCodeId: integer("promo_code_id")
      .notNull()
      .references(() => promoCodes.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    /** Guest checkouts: the buyer's e-mail, lower-cased. */
    email: text("email"),
    orderId: text("order_id"),
    perUserKey: text("per_user_key").notNull(),
    createdAt: timestamp("created_at", tz).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("promo_code_redemptions_once_idx").on(t.promoCodeId, t.perUserKey),
    index("promo_code_redemptions_user_idx").on(t.userId),
  ],
);

/** Back-to-school event links (GET /verifyEventId?event_id=&campus_id=). */
export const campusEvents = pgTable(
  "campus_events",
  {
    id: serial("id").primaryKey(),
    eventId: text("event_id").notNull(),
    campusId: text("campus_id").notNull(),
    name: text("name").notNull(),
    /** The school code members of this event get at checkout, if any. */
    schoolCode: text("school_code"),
    startsAt: timestamp("starts_at", tz).notNull(),
    endsAt: timestamp("ends_at", tz).notNull(),
  },
  (t) => [uniqueIndex("campus_events_event_campus_idx").on(t.eventId, t.campusId)],
);
