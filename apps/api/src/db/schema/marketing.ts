import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { sqlList } from "./enums";

const tz = { withTimezone: true } as const;

export const newsletterStatuses = ["pending", "confirmed", "unsubscribed"] as const;

/**
 * Marketing e-mail subscriptions (spec §7 POST /subscribe; issue 19, decision 0044). Double opt-in:
 * an address counts only once `confirmed` from the e-mailed link. Tokens are stored as SHA-256
 * hashes; the unsubscribe token lives as long as the subscription (one-click links in every mail).
 */
export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    emailLower: text("email_lower").notNull(),
    language: text("language").notNull().default("en"),
    status: text("status", { enum: newsletterStatuses }).notNull().default("pending"),
    /** Where it came from: popup, footer, profile… */
    source: text("source").notNull(),
    deviceId: text("device_id"),
    confirmTokenHash: text("confirm_token_hash"),
    confirmExpiresAt: timestamp("confirm_expires_at", tz),
    confirmSentAt: timestamp("confirm_sent_at", tz),
    unsubscribeTokenHash: text("unsubscribe_token_hash").notNull(),
    createdAt: timestamp("created_at", tz).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", tz),
    unsubscribedAt: timestamp("unsubscribed_at", tz),
  },
  (t) => [
    uniqueIndex("newsletter_subscriptions_email_lower_key").on(t.emailLower),
    index("newsletter_subscriptions_confirm_idx").on(t.confirmTokenHash),
    uniqueIndex("newsletter_subscriptions_unsubscribe_key").on(t.unsubscribeTokenHash),
    check("newsletter_status_check", sql.raw(`"status" IN (${sqlList(newsletterStatuses)})`)),
  ],
);

/**
 * Proof of consent to commercial e-mail (Canada's anti-spam law, CASL): every grant and withdrawal
 * with when, how (source), the wording shown (its version) and the request's address. Append-only
 * by a trigger, like the audit log: consent history cannot be rewritten.
 */
export const consentRecords = pgTable(
  "consent_records",
  {
    id: serial("id").primaryKey(),
    emailLower: text("email_lower").notNull(),
    userId: text("user_id"),
    /** What was consented to: marketing_email (cookie categories join later). */
    purpose: text("purpose").notNull(),
    granted: boolean("granted").notNull(),
    source: text("source").notNull(),
    wordingVersion: text("wording_version").notNull(),
    ipAddress: text("ip_address"),
    at: timestamp("at", tz).notNull().defaultNow(),
  },
  (t) => [index("consent_records_email_idx").on(t.emailLower, t.at)],
);

/**
 * What the marketing e-mail service must hold for each member (spec §7: the external call that
 * adds or removes the "Email unsubscribe" channel), kept in step with the profile's
 * `email_opt_in` by a trigger whatever writes it (profile edits, newsletter links). The sync job
 * pushes rows whose change is newer than their last push (decision 0049).
 */
export const marketingEmailPreferences = pgTable("marketing_email_preferences", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  emailUnsubscribed: boolean("email_unsubscribed").notNull(),
  changedAt: timestamp("changed_at", tz).notNull().defaultNow(),
  syncedAt: timestamp("synced_at", tz),
});

/**
 * The local marketing service's own state (MARKETING_PREFERENCES_URL unset): the channels each
 * user id is in, as the real service keeps them.
 */
export const localMarketingChannels = pgTable(
  "local_marketing_channels",
  {
    userId: text("user_id").notNull(),
    channel: text("channel").notNull(),
    addedAt: timestamp("added_at", tz).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.channel] })],
);
