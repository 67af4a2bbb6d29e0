import type { Tracking } from "@spc/shared";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { sqlList } from "./enums";

const tz = { withTimezone: true } as const;

export const profileLanguages = ["en", "fr"] as const;
export const profileGenders = ["female", "male", "non_binary", "prefer_not_to_say"] as const;
export const profileSchoolTypes = [
  "university",
  "college",
  "cegep",
  "secondary",
  "elementary",
  "other",
] as const;

/**
 * Per-member notices already acknowledged (spec §4 policy notice: `alerts.policy`; the new-member
 * promotion offered: `alerts.new_member_promo`, decision 0053).
 */
export interface ProfileAlerts {
  policy: number;
  new_member_promo?: boolean;
}

/**
 * A member's profile (spec §3 Profile). A row exists once the signed-in identity registered;
 * "registered" means exactly that. Deleting the user deletes the profile.
 */
export const profiles = pgTable(
  "profiles",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    emailLower: text("email_lower").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    gender: text("gender", { enum: profileGenders }),
    language: text("language", { enum: profileLanguages }).notNull().default("en"),
    postal: text("postal"),
    birthDate: date("birth_date", { mode: "string" }),
    schoolType: text("school_type", { enum: profileSchoolTypes }),
    schoolName: text("school_name"),
    referredBy: text("referred_by"),
    emailOptIn: boolean("email_opt_in").notNull().default(false),
    isAutoRenew: boolean("is_auto_renew").notNull().default(false),
    themeId: integer("theme_id"),
    international: boolean("international").notNull().default(false),
    province: text("province"),
    alerts: jsonb("alerts").$type<ProfileAlerts>().notNull().default({ policy: 0 }),
    referralCode: text("referral_code").notNull().unique(),
    referralCount: integer("referral_count").notNull().default(0),
    referralRedemptionCount: integer("referral_redemption_count").notNull().default(0),
    /** Sign-up attribution: the campaign (UTM record) that brought the member, if any. */
    tracking: jsonb("tracking").$type<Tracking>(),
    createdAt: timestamp("created_at", tz).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", tz).notNull().defaultNow(),
  },
  () => [
    check("profiles_language_check", sql.raw(`"language" IN (${sqlList(profileLanguages)})`)),
    check(
      "profiles_gender_check",
      sql.raw(`"gender" IS NULL OR "gender" IN (${sqlList(profileGenders)})`),
    ),
    check(
      "profiles_school_type_check",
      sql.raw(`"school_type" IS NULL OR "school_type" IN (${sqlList(profileSchoolTypes)})`),
    ),
  ],
);
