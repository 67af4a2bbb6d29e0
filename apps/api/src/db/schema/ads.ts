import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { sqlList } from "./enums";

/** Where an ads pop-up may show (spec §2.9); mirrors AD_DISPLAY_PAGES of @spc/shared. */
export const adDisplayPages = ["deals", "category", "search"] as const;

/**
 * Ads pop-up records (spec §3 "Ads modal record"), served by GET /api/offers/v4/ads. The client
 * keeps the records of its tier (is_spc_plus) and page, then applies the local throttle:
 * display_period (days), display_count (shows per period, 0 = unlimited), display_cooldown_hours.
 * Every text a visitor sees exists in English and French, as the pictures and links already did.
 */
export const ads = pgTable(
  "ads",
  {
    id: serial("id").primaryKey(),
    isSpcPlus: boolean("is_spc_plus").notNull().default(false),
    isClickable: boolean("is_clickable").notNull().default(false),
    urlEn: text("url_en"),
    urlFr: text("url_fr"),
    imageEn: text("image_en").notNull(),
    imageFr: text("image_fr").notNull(),
    imageMobileEn: text("image_mobile_en").notNull(),
    imageMobileFr: text("image_mobile_fr").notNull(),
    // The copy in both languages (docs/decisions/0028-ads-in-both-languages.md). The API keeps
    // the spec's names for the English copy (title, description, text) and adds *_fr beside them.
    titleEn: text("title_en").notNull(),
    titleFr: text("title_fr").notNull(),
    descriptionEn: text("description_en").notNull().default(""),
    descriptionFr: text("description_fr").notNull().default(""),
    /** The call to action's label (empty: the app's own label); only shown when clickable. */
    textEn: text("text_en").notNull().default(""),
    textFr: text("text_fr").notNull().default(""),
    /** What the picture shows (or its words, when it carries any); empty: decorative. */
    imageAltEn: text("image_alt_en").notNull().default(""),
    imageAltFr: text("image_alt_fr").notNull().default(""),
    displayPage: text("display_page", { enum: adDisplayPages }).notNull(),
    displayPeriod: integer("display_period").notNull().default(0),
    displayCooldownHours: doublePrecision("display_cooldown_hours").notNull().default(0),
    displayCount: integer("display_count").notNull().default(0),
    /** Inactive records stay for history but are not served. */
    isActive: boolean("is_active").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("ads_display_page_idx").on(t.displayPage, t.sortOrder),
    check("ads_display_page_check", sql.raw(`"display_page" IN (${sqlList(adDisplayPages)})`)),
    check(
      "ads_display_counts_check",
      sql`${t.displayPeriod} >= 0 AND ${t.displayCount} >= 0 AND ${t.displayCooldownHours} >= 0`,
    ),
  ],
);

/**
 * One row (id = 1) whose `version` grows on every write to a catalogue table (statement triggers
 * of migration 0005+), so each API copy can tell cheaply that its catalogue cache is stale.
 * See docs/decisions/0006-catalogue-cache.md.
 */
export const catalogueState = pgTable(
  "catalogue_state",
  {
    id: integer("id").primaryKey(),
    version: bigint("version", { mode: "number" }).notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("catalogue_state_single_row_check", sql`${t.id} = 1`)],
);

/** Where an e-mail opt-in pop-up may show: any page ("all") or one of the ads display pages. */
export const emailOptDisplayPages = ["all", ...adDisplayPages] as const;

/**
 * E-mail opt-in pop-up records (spec §3 "E-mail opt record", the ads record's fields), served by
 * GET /api/users/emailopt/all; the same pictures per language and device, copy in both languages
 * and throttle as `ads` (docs/decisions/0045-email-opt-records-and-popups.md).
 */
export const emailOpts = pgTable(
  "email_opts",
  {
    id: serial("id").primaryKey(),
    isSpcPlus: boolean("is_spc_plus").notNull().default(false),
    isClickable: boolean("is_clickable").notNull().default(false),
    urlEn: text("url_en"),
    urlFr: text("url_fr"),
    imageEn: text("image_en").notNull(),
    imageFr: text("image_fr").notNull(),
    imageMobileEn: text("image_mobile_en").notNull(),
    imageMobileFr: text("image_mobile_fr").notNull(),
    titleEn: text("title_en").notNull(),
    titleFr: text("title_fr").notNull(),
    descriptionEn: text("description_en").notNull().default(""),
    descriptionFr: text("description_fr").notNull().default(""),
    /** The subscribe button's label (empty: the app's own label). */
    textEn: text("text_en").notNull().default(""),
    textFr: text("text_fr").notNull().default(""),
    imageAltEn: text("image_alt_en").notNull().default(""),
    imageAltFr: text("image_alt_fr").notNull().default(""),
    displayPage: text("display_page", { enum: emailOptDisplayPages }).notNull().default("all"),
    displayPeriod: integer("display_period").notNull().default(0),
    displayCooldownHours: doublePrecision("display_cooldown_hours").notNull().default(0),
    displayCount: integer("display_count").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("email_opts_display_page_idx").on(t.displayPage, t.sortOrder),
    check(
      "email_opts_display_page_check",
      sql.raw(`"display_page" IN (${sqlList(emailOptDisplayPages)})`),
    ),
    check(
      "email_opts_display_counts_check",
      sql`${t.displayPeriod} >= 0 AND ${t.displayCount} >= 0 AND ${t.displayCooldownHours} >= 0`,
    ),
  ],
);
