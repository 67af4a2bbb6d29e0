import { sql } from "drizzle-orm";
import {
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

export const schoolKinds = ["university", "college", "cegep"] as const;
export type SchoolKind = (typeof schoolKinds)[number];

/**
 * The school directory (docs/decisions/0041): Canadian universities, colleges and CEGEPs with
 * bilingual names and their province. `campus_codes_remaining` is the school's stock of campus
 * codes (one campus card each), taken by a conditional decrement so it is exact under concurrency.
 */
export const schools = pgTable(
  "schools",
  {
    id: text("id").primaryKey(),
    nameEn: text("name_en").notNull(),
    nameFr: text("name_fr").notNull(),
    province: text("province").notNull(),
    kind: text("kind", { enum: schoolKinds }).notNull(),
    campusCodesRemaining: integer("campus_codes_remaining").notNull().default(0),
    createdAt: timestamp("created_at", tz).notNull().defaultNow(),
  },
  (t) => [
    check("schools_kind_check", sql.raw(`"kind" IN (${sqlList(schoolKinds)})`)),
    check("schools_campus_codes_check", sql`${t.campusCodesRemaining} >= 0`),
    index("schools_province_idx").on(t.province),
  ],
);

/** E-mail domains of a school (lower case, no leading "@"); subdomains match their parent. */
export const schoolDomains = pgTable(
  "school_domains",
  {
    domain: text("domain").primaryKey(),
    schoolId: text("school_id")
      .notNull()
      .references(() => schools.id, { onDelete: "cascade" }),
  },
  (t) => [
    index("school_domains_school_idx").on(t.schoolId),
    check("school_domains_lower_check", sql`${t.domain} = lower(${t.domain})`),
  ],
);

/**
 * One school-address verification request: a link token and a 6-digit code, both stored as
 * SHA-256 hashes, single use (`used_at`), expiring, with a count of wrong code attempts.
 */
export const studentVerifications = pgTable(
  "student_verifications",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    schoolId: text("school_id")
      .notNull()
      .references(() => schools.id),
    /** The normalised address (lower case, plus tag removed). */
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", tz).notNull(),
    usedAt: timestamp("used_at", tz),
    createdAt: timestamp("created_at", tz).notNull().defaultNow(),
  },
  (t) => [index("student_verifications_user_idx").on(t.userId, t.createdAt)],
);

/**
 * A member's verified student status: one row per member, and one member per school address
 * (the unique index refuses the same address for a second member).
 */
export const studentStatuses = pgTable(
  "student_statuses",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    schoolId: text("school_id")
      .notNull()
      .references(() => schools.id),
    email: text("email").notNull(),
    verifiedAt: timestamp("verified_at", tz).notNull(),
    expiresAt: timestamp("expires_at", tz).notNull(),
    /** Set once the member took one of the school's campus codes (one per member). */
    campusCardId: integer("campus_card_id"),
  },
  (t) => [uniqueIndex("student_statuses_email_idx").on(t.email)],
);

export const idVerificationStatuses = ["pending", "verified", "rejected"] as const;
export type IdVerificationRowStatus = (typeof idVerificationStatuses)[number];

/**
 * A member's ID verification with the identity-document service (docs/decisions/0047): the
 * provider's session reference, its hosted URL and the outcome. A member has at most one active
 * check (pending or verified, partial unique index); a rejected one stays as history and a new
 * one may start.
 */
export const idVerifications = pgTable(
  "id_verifications",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    providerRef: text("provider_ref").notNull().unique(),
    url: text("url").notNull(),
    status: text("status", { enum: idVerificationStatuses }).notNull().default("pending"),
    createdAt: timestamp("created_at", tz).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", tz),
  },
  (t) => [
    check(
      "id_verifications_status_check",
      sql.raw(`"status" IN (${sqlList(idVerificationStatuses)})`),
    ),
    uniqueIndex("id_verifications_active_idx")
      .on(t.userId)
      .where(sql`${t.status} IN ('pending', 'verified')`),
    index("id_verifications_user_idx").on(t.userId, t.createdAt),
  ],
);

/**
 * School-portal registrations (spec §2.3 /campus, §4; docs/decisions/0041): each portal token
 * (kept as its SHA-256) registers one member once, with the campus card it gave.
 */
export const schoolPortalRegistrations = pgTable("school_portal_registrations", {
  tokenHash: text("token_hash").primaryKey(),
  userId: text("user_id")
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  schoolId: text("school_id")
    .notNull()
    .references(() => schools.id),
  cardId: integer("card_id").notNull(),
  createdAt: timestamp("created_at", tz).notNull().defaultNow(),
});
