import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { collections } from "./catalogue";
import { jobEmploymentTypes, sqlList, storeCampaignKinds } from "./enums";
import { publicationColumns, publicationConstraints, seoColumns, slugCheck } from "./publishing";

// The site's content (docs/decisions/0034-content-in-the-database.md): pages, FAQ, blog, job
// openings, holiday event pages and seasonal store campaigns. Text exists in English and French
// side by side; long text is markdown without raw HTML. A back office edits these rows; the
// content cache follows them through content_state (triggers of migration 0020).

const tz = { withTimezone: true } as const;

/** One public page's copy: title, lead, markdown body and SEO, at the web route `path`. */
export const contentPages = pgTable(
  "content_pages",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    /** The web route (`/about`, `/cibc/offers`), without language marker. */
    path: text("path").notNull(),
    titleEn: text("title_en").notNull(),
    titleFr: text("title_fr").notNull(),
    summaryEn: text("summary_en").notNull().default(""),
    summaryFr: text("summary_fr").notNull().default(""),
    bodyEn: text("body_en").notNull().default(""),
    bodyFr: text("body_fr").notNull().default(""),
    ...seoColumns(),
    ...publicationColumns(),
  },
  (t) => [
    uniqueIndex("content_pages_slug_key").on(t.slug),
    uniqueIndex("content_pages_path_key").on(t.path),
    slugCheck("content_pages", t.slug),
    check("content_pages_path_check", sql`${t.path} ~ '^/'`),
    ...publicationConstraints("content_pages", t),
  ],
);

export const faqCategories = pgTable(
  "faq_categories",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    nameEn: text("name_en").notNull(),
    nameFr: text("name_fr").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [uniqueIndex("faq_categories_slug_key").on(t.slug), slugCheck("faq_categories", t.slug)],
);

/** One FAQ question; `slug` is its anchor on /faq-help. */
export const faqEntries = pgTable(
  "faq_entries",
  {
    id: serial("id").primaryKey(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => faqCategories.id),
    slug: text("slug").notNull(),
    questionEn: text("question_en").notNull(),
    questionFr: text("question_fr").notNull(),
    /** Markdown. */
    answerEn: text("answer_en").notNull(),
    answerFr: text("answer_fr").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    ...publicationColumns(),
  },
  (t) => [
    uniqueIndex("faq_entries_slug_key").on(t.slug),
    index("faq_entries_category_idx").on(t.categoryId, t.sortOrder),
    slugCheck("faq_entries", t.slug),
    ...publicationConstraints("faq_entries", t),
  ],
);

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    titleEn: text("title_en").notNull(),
    titleFr: text("title_fr").notNull(),
    excerptEn: text("excerpt_en").notNull().default(""),
    excerptFr: text("excerpt_fr").notNull().default(""),
    /** Markdown. */
    bodyEn: text("body_en").notNull(),
    bodyFr: text("body_fr").notNull(),
    coverImageUrl: text("cover_image_url"),
    coverAltEn: text("cover_alt_en").notNull().default(""),
    coverAltFr: text("cover_alt_fr").notNull().default(""),
    authorName: text("author_name").notNull(),
    ...seoColumns(),
    ...publicationColumns(),
  },
  (t) => [
    uniqueIndex("blog_posts_slug_key").on(t.slug),
    slugCheck("blog_posts", t.slug),
    ...publicationConstraints("blog_posts", t),
  ],
);

/** A department of the local job board; the careers page expands it on click. */
export const jobCategories = pgTable(
  "job_categories",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    nameEn: text("name_en").notNull(),
    nameFr: text("name_fr").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [uniqueIndex("job_categories_slug_key").on(t.slug), slugCheck("job_categories", t.slug)],
);

/** An opening of the local job board (JOB_BOARD=local); listed until `closes_at`. */
export const jobOpenings = pgTable(
  "job_openings",
  {
    id: serial("id").primaryKey(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => jobCategories.id),
    slug: text("slug").notNull(),
    titleEn: text("title_en").notNull(),
    titleFr: text("title_fr").notNull(),
    locationEn: text("location_en").notNull(),
    locationFr: text("location_fr").notNull(),
    employmentType: text("employment_type", { enum: jobEmploymentTypes }).notNull(),
    summaryEn: text("summary_en").notNull().default(""),
    summaryFr: text("summary_fr").notNull().default(""),
    /** Markdown. */
    descriptionEn: text("description_en").notNull(),
    descriptionFr: text("description_fr").notNull(),
    /** Where to apply; null = an e-mail to the careers address (CAREERS_EMAIL). */
    applyUrl: text("apply_url"),
    closesAt: timestamp("closes_at", tz),
    sortOrder: integer("sort_order").notNull().default(0),
    ...seoColumns(),
    ...publicationColumns(),
  },
  (t) => [
    uniqueIndex("job_openings_slug_key").on(t.slug),
    index("job_openings_category_idx").on(t.categoryId, t.sortOrder),
    slugCheck("job_openings", t.slug),
    check(
      "job_openings_employment_type_check",
      sql.raw(`"employment_type" IN (${sqlList(jobEmploymentTypes)})`),
    ),
    ...publicationConstraints("job_openings", t),
  ],
);

/** A holiday event page at `/:slug` (spec §2.1), served while now lies in [starts_at, ends_at). */
export const holidayEvents = pgTable(
  "holiday_events",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    titleEn: text("title_en").notNull(),
    titleFr: text("title_fr").notNull(),
    summaryEn: text("summary_en").notNull().default(""),
    summaryFr: text("summary_fr").notNull().default(""),
    /** Markdown. */
    bodyEn: text("body_en").notNull(),
    bodyFr: text("body_fr").notNull(),
    imageUrl: text("image_url"),
    startsAt: timestamp("starts_at", tz).notNull(),
    endsAt: timestamp("ends_at", tz).notNull(),
    ...seoColumns(),
    ...publicationColumns(),
  },
  (t) => [
    uniqueIndex("holiday_events_slug_key").on(t.slug),
    index("holiday_events_window_idx").on(t.endsAt, t.startsAt),
    slugCheck("holiday_events", t.slug),
    check("holiday_events_window_check", sql`${t.startsAt} < ${t.endsAt}`),
    ...publicationConstraints("holiday_events", t),
  ],
);

/**
 * A seasonal store campaign, running while now lies in [starts_at, ends_at): the back-to-school
 * marketplace (its offers are those of `collection_id`) or the Boxing Day gift card (`stock`
 * gift cards, one per membership bought online during the campaign; null = no limit).
 */
export const storeCampaigns = pgTable(
  "store_campaigns",
  {
    id: serial("id").primaryKey(),
    kind: text("kind", { enum: storeCampaignKinds }).notNull(),
    slug: text("slug").notNull(),
    titleEn: text("title_en").notNull(),
    titleFr: text("title_fr").notNull(),
    /** Markdown: what the campaign gives and on what conditions. */
    bodyEn: text("body_en").notNull().default(""),
    bodyFr: text("body_fr").notNull().default(""),
    startsAt: timestamp("starts_at", tz).notNull(),
    endsAt: timestamp("ends_at", tz).notNull(),
    collectionId: integer("collection_id").references(() => collections.id, {
      onDelete: "set null",
    }),
    stock: integer("stock"),
    ...publicationColumns(),
  },
  (t) => [
    uniqueIndex("store_campaigns_slug_key").on(t.slug),
    index("store_campaigns_kind_window_idx").on(t.kind, t.endsAt),
    slugCheck("store_campaigns", t.slug),
    check("store_campaigns_kind_check", sql.raw(`"kind" IN (${sqlList(storeCampaignKinds)})`)),
    check("store_campaigns_window_check", sql`${t.startsAt} < ${t.endsAt}`),
    check("store_campaigns_stock_check", sql`${t.stock} IS NULL OR ${t.stock} >= 0`),
    ...publicationConstraints("store_campaigns", t),
  ],
);

/**
 * One row (id = 1) whose `version` grows on every write to a content table (statement triggers
 * of migration 0020), so each API copy can tell cheaply that its content cache is stale, as
 * catalogue_state does for the catalogue (decision 0006).
 */
export const contentState = pgTable(
  "content_state",
  {
    id: integer("id").primaryKey(),
    version: bigint("version", { mode: "number" }).notNull().default(0),
    updatedAt: timestamp("updated_at", tz).notNull().defaultNow(),
  },
  (t) => [check("content_state_single_row_check", sql`${t.id} = 1`)],
);
