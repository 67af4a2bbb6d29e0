import { boolean, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

// Tables of better-auth (core schema of 1.6: user, session, account, verification), written by
// hand because its schema tool is not installed. Property names are the field names better-auth
// expects (the Drizzle adapter maps them); column names are snake_case like the rest of the schema.
// "user" is a reserved word: quote it in raw SQL.

const tz = { withTimezone: true } as const;

export const users = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  /** Stored lower-cased by better-auth. */
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  createdAt: timestamp("created_at", tz).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", tz).notNull().defaultNow(),
  /** Additional field: language of the e-mails sent before a profile exists ('en' | 'fr'). */
  language: text("language").notNull().default("en"),
  /** Additional field: when the last verification e-mail went out (resend cooldown). */
  verificationSentAt: timestamp("verification_sent_at", tz),
  /**
   * Additional field (never an input): a staff role ('admin' | 'editor' | 'support'); null for a
   * member. Only the staff CLI and the audited /api/admin staff routes write it.
   */
  role: text("role"),
  /** better-auth two-factor plugin: a confirmed TOTP secret exists (required for staff). */
  twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
});

export const sessions = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", tz).notNull(),
    token: text("token").notNull().unique(),
    createdAt: timestamp("created_at", tz).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", tz).notNull().defaultNow(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Additional field: last successful reauthentication (sensitive changes need a recent one). */
    reauthenticatedAt: timestamp("reauthenticated_at", tz),
    /**
     * Additional field: how this session was opened ("password", "google", "facebook", "apple",
     * "custom_token"); the allowed-login check of spec §4 depends on it, not on linked accounts.
     */
    signInMethod: text("sign_in_method"),
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

export const accounts = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    /** "credential" for e-mail + password, else the social provider id. */
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", tz),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", tz),
    scope: text("scope"),
    /** better-auth's scrypt hash for the credential account. */
    password: text("password"),
    createdAt: timestamp("created_at", tz).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", tz).notNull().defaultNow(),
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

/**
 * One-time values: better-auth's reset tokens (`reset-password:<token>`), plus ours —
 * `custom-token:<sha256>` (auto-login) and `unlock-account:<sha256>` (lockout link); both store
 * only a hash of the token.
 */
export const verifications = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", tz).notNull(),
    createdAt: timestamp("created_at", tz).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", tz).notNull().defaultNow(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

/**
 * Consecutive failed e-mail sign-ins per e-mail address (lower-cased), whether or not an account
 * exists, so a locked answer never tells an attacker that the address is registered.
 */
export const loginAttempts = pgTable("login_attempts", {
  emailLower: text("email_lower").primaryKey(),
  failedCount: integer("failed_count").notNull().default(0),
  lockedUntil: timestamp("locked_until", tz),
  lastFailedAt: timestamp("last_failed_at", tz),
});

/** better-auth two-factor plugin: one TOTP secret and its backup codes per user (encrypted by it). */
export const twoFactors = pgTable(
  "two_factor",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    verified: boolean("verified").notNull().default(true),
    failedVerificationCount: integer("failed_verification_count").notNull().default(0),
    lockedUntil: timestamp("locked_until", tz),
  },
  (t) => [
    index("two_factor_user_id_idx").on(t.userId),
    index("two_factor_secret_idx").on(t.secret),
  ],
);
