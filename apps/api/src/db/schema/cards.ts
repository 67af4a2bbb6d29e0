import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { sqlList } from "./enums";

const tz = { withTimezone: true } as const;

export const cardCobrands = ["cibc", "campus", "spc"] as const;

/**
 * Card statuses in use: `active` (the one status the spec names), `inactive` (an in-store card of
 * a batch nobody has activated yet). Any other value means "not active" to the shared rules.
 */
export const cardStatuses = ["active", "inactive"] as const;

/** How a card came to be (null for cards written before this column existed, e.g. seeds). */
export const cardSources = [
  "purchase",
  "activation",
  "trial",
  "renewal",
  "affiliate",
  "batch",
  "referral",
  "campaign",
  "campus",
] as const;
export type CardSource = (typeof cardSources)[number];

/**
 * Membership cards (spec §3 Card). `user_id` is null for an in-store card nobody has activated yet.
 * `csv` is a low-value activation secret: kept in clear so the owner's membership screen can show
 * it, compared in constant time, never selected for anyone but the owner (docs/decisions/0009-cards-trial-renewals.md).
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
    /** Special cards (spec §3 "Special-card result"); gold ticket is `is_g_ticket` above. */
    isHighschool: boolean("is_highschool").notNull().default(false),
    isVipCard: boolean("is_vip_card").notNull().default(false),
    /** Charge a renewal before expiry (on by default for purchased cards). */
    autoRenew: boolean("auto_renew").notNull().default(false),
    source: text("source", { enum: cardSources }),
    /** The store order that paid for the card. */
    orderId: text("order_id"),
    /** The in-store batch an unassigned card was generated in. */
    batchId: text("batch_id"),
    activatedAt: timestamp("activated_at", tz),
    updatedAt: timestamp("updated_at", tz).notNull().defaultNow(),
  },
  (t) => [
    index("cards_user_id_idx").on(t.userId),
    check("cards_cobrand_check", sql.raw(`"cobrand" IN (${sqlList(cardCobrands)})`)),
    check(
      "cards_source_check",
      sql.raw(`"source" IS NULL OR "source" IN (${sqlList(cardSources)})`),
    ),
    // The renewal job's scan: active, auto-renewing, not trial, by expiry.
    index("cards_renewal_due_idx")
      .on(t.expiryDate)
      .where(
        sql`"auto_renew" AND "status" = 'active' AND NOT "is_trial" AND "user_id" IS NOT NULL`,
      ),
    index("cards_batch_idx").on(t.batchId),
    // One primary card per member, whatever races (decision 0017); issueCard reads "has none yet"
    // under the member's lock, this index is the database's own guarantee.
    uniqueIndex("cards_one_primary_per_member")
      .on(t.userId)
      .where(sql`"is_primary" AND "user_id" IS NOT NULL`),
  ],
);

/**
 * Every attempt to use a card number + security code (activation, registration, special-card
 * check). Failed ones are counted to rate-limit guessing across API copies, per member and per
 * card number (a 3-digit code has only 1000 values).
 */
export const cardAttempts = pgTable(
  "card_attempts",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    cardNumber: text("card_number").notNull(),
    succeeded: boolean("succeeded").notNull(),
    createdAt: timestamp("created_at", tz).notNull().defaultNow(),
  },
  (t) => [
    index("card_attempts_user_idx").on(t.userId, t.createdAt),
    index("card_attempts_number_idx").on(t.cardNumber, t.createdAt),
  ],
);

/**
 * Free trials given (once per person): per user and per e-mail, for ever. The e-mail is kept only
 * as a SHA-256 of its normalised form, and survives account deletion (user_id → null).
 */
export const freeTrialClaims = pgTable("free_trial_claims", {
  id: serial("id").primaryKey(),
  emailHash: text("email_hash").notNull().unique(),
  userId: text("user_id")
    .unique()
    .references(() => users.id, { onDelete: "set null" }),
  cardId: integer("card_id").references(() => cards.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", tz).notNull().defaultNow(),
});

export const cardRenewalStatuses = ["pending", "succeeded", "failed"] as const;
export type CardRenewalStatus = (typeof cardRenewalStatuses)[number];

/**
 * One renewal per card and period (the expiry date being renewed): the unique key makes a second
 * job run, or a second API copy, find the row instead of charging again.
 */
export const cardRenewals = pgTable(
  "card_renewals",
  {
    id: serial("id").primaryKey(),
    cardId: integer("card_id")
      .notNull()
      .references(() => cards.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** The expiry date the renewal extends from (the period key). */
    periodEnd: date("period_end", { mode: "string" }).notNull(),
    status: text("status", { enum: cardRenewalStatuses }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    amountCents: integer("amount_cents"),
    currency: text("currency"),
    gatewayTransactionId: text("gateway_transaction_id"),
    failureCode: text("failure_code"),
    failureMessage: text("failure_message"),
    /** When a failed renewal is charged again (the retry schedule); null = no retry left. */
    nextAttemptAt: timestamp("next_attempt_at", tz),
    createdAt: timestamp("created_at", tz).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", tz).notNull().defaultNow(),
  },
  (t) => [
    unique("card_renewals_card_period_key").on(t.cardId, t.periodEnd),
    index("card_renewals_user_idx").on(t.userId),
    index("card_renewals_retry_idx").on(t.status, t.nextAttemptAt),
    check("card_renewals_status_check", sql.raw(`"status" IN (${sqlList(cardRenewalStatuses)})`)),
  ],
);

export const cardRenewalAttemptOutcomes = ["succeeded", "failed"] as const;

/** Every charge attempt of a renewal (the first one and each scheduled or member-asked retry). */
export const cardRenewalAttempts = pgTable(
  "card_renewal_attempts",
  {
    id: serial("id").primaryKey(),
    renewalId: integer("renewal_id")
      .notNull()
      .references(() => cardRenewals.id, { onDelete: "cascade" }),
    attempt: integer("attempt").notNull(),
    outcome: text("outcome", { enum: cardRenewalAttemptOutcomes }).notNull(),
    amountCents: integer("amount_cents"),
    currency: text("currency"),
    gatewayTransactionId: text("gateway_transaction_id"),
    /** processor_declined, no_payment_method, interrupted, … (null on success). */
    failureCode: text("failure_code"),
    failureMessage: text("failure_message"),
    createdAt: timestamp("created_at", tz).notNull().defaultNow(),
  },
  (t) => [
    unique("card_renewal_attempts_renewal_attempt_key").on(t.renewalId, t.attempt),
    check(
      "card_renewal_attempts_outcome_check",
      sql.raw(`"outcome" IN (${sqlList(cardRenewalAttemptOutcomes)})`),
    ),
  ],
);

/** One-off membership rewards a member redeemed (referral rewards, acquisition campaigns). */
export const membershipRedemptions = pgTable(
  "membership_redemptions",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** e.g. `referral:1`, `campaign:june-acq`: unique per member. */
    key: text("key").notNull(),
    cardId: integer("card_id").references(() => cards.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", tz).notNull().defaultNow(),
  },
  (t) => [unique("membership_redemptions_user_key").on(t.userId, t.key)],
);

/**
 * In-store card batches made in the back office: who made them, and whether their CSV (numbers
 * and security codes) was downloaded — it can be downloaded once, so the codes of a printed batch
 * do not linger in anyone's downloads folder twice.
 */
export const cardBatches = pgTable("card_batches", {
  batchId: text("batch_id").primaryKey(),
  cobrand: text("cobrand").notNull(),
  count: integer("count").notNull(),
  /** The batch's options (campus, expiry date, kinds) as given. */
  options: jsonb("options").notNull(),
  createdBy: text("created_by").notNull(),
  createdAt: timestamp("created_at", tz).notNull().defaultNow(),
  downloadedAt: timestamp("downloaded_at", tz),
  downloadedBy: text("downloaded_by"),
});
