import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { categories, collections, partners, subcategories, tags } from "./catalogue";
import { codeModes, codeTypes, offerStatuses, sqlList } from "./enums";

const tz = { withTimezone: true } as const;

/** PostgreSQL tsvector, read as its text form (only search SQL uses it). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const offers = pgTable(
  "offers",
  {
    id: serial("id").primaryKey(),
    partnerId: integer("partner_id")
      .notNull()
      .references(() => partners.id, { onDelete: "cascade" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id),
    titleEn: text("title_en").notNull(),
    titleFr: text("title_fr").notNull(),
    descriptionEn: text("description_en").notNull().default(""),
    descriptionFr: text("description_fr").notNull().default(""),
    /** 'draft' (never public) | 'active' (published) | 'delisted' | 'expired' — the offer page shows an error state for the last two. */
    status: text("status", { enum: offerStatuses }).notNull().default("active"),
    online: boolean("online").notNull().default(false),
    inStore: boolean("in_store").notNull().default(false),
    isSpcPlus: boolean("is_spc_plus").notNull().default(false),
    isLimitedTime: boolean("is_limited_time").notNull().default(false),
    ltoStartDate: timestamp("lto_start_date", tz),
    ltoEndDate: timestamp("lto_end_date", tz),
    isNewOffer: boolean("is_new_offer").notNull().default(false),
    isNewPartner: boolean("is_new_partner").notNull().default(false),
    views: integer("views").notNull().default(0),
    /** Higher = better deal; drives the `highest_discount` sort. */
    discountRank: integer("discount_rank").notNull().default(0),
    /** Headline amount (percent or dollars, see the label), for display and admin. */
    discountValue: integer("discount_value"),
    discountLabelEn: text("discount_label_en"),
    discountLabelFr: text("discount_label_fr"),
    startDate: timestamp("start_date", tz).notNull().defaultNow(),
    endDate: timestamp("end_date", tz),
    imageUrl: text("image_url"),
    codeType: text("code_type", { enum: codeTypes }).notNull().default("static"),
    codeMode: text("code_mode", { enum: codeModes }).notNull().default("no_code"),
    /** The code shown for code_mode 'static'. */
    staticCode: text("static_code"),
    /** Staff are e-mailed when the free codes of this offer's pool fall to this many (null: never). */
    codeAlertThreshold: integer("code_alert_threshold"),
    /** When that alert went out; cleared when the pool is refilled above the threshold. */
    codeAlertSentAt: timestamp("code_alert_sent_at", tz),
    /** Where "go to partner" leads (online offers). */
    offerUrl: text("offer_url"),
    /** French landing page when the partner has one (the bank offers do, spec §9). */
    offerUrlFr: text("offer_url_fr"),
    createdAt: timestamp("created_at", tz).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", tz).notNull().defaultNow(),
    /**
     * Search documents, maintained by triggers of migrations 0003/0010 (never written by the app):
     * unaccented lower-case titles + partner + tag names (typo ranking; its words feed
     * search_words), and the EN + FR tsvector (the only indexed search path).
     */
    searchText: text("search_text").notNull().default(""),
    searchTsv: tsvector("search_tsv").notNull().default(sql`''::tsvector`),
  },
  (t) => [
    index("offers_category_id_idx").on(t.categoryId),
    index("offers_partner_id_idx").on(t.partnerId),
    index("offers_status_idx").on(t.status),
    index("offers_search_tsv_idx").using("gin", t.searchTsv).where(sql`"status" = 'active'`),
    check("offers_status_check", sql.raw(`"status" IN (${sqlList(offerStatuses)})`)),
    check("offers_code_type_check", sql.raw(`"code_type" IN (${sqlList(codeTypes)})`)),
    check("offers_code_mode_check", sql.raw(`"code_mode" IN (${sqlList(codeModes)})`)),
    check(
      "offers_lto_window_check",
      sql`${t.ltoStartDate} IS NULL OR ${t.ltoEndDate} IS NULL OR ${t.ltoStartDate} <= ${t.ltoEndDate}`,
    ),
  ],
);

/**
 * Search vocabulary: every distinct word (3+ characters, with a letter) of offers.search_text,
 * filled by the search-document trigger (migration 0010). Typo tolerance looks query words up
 * here by trigram similarity — a table of a few thousand short words instead of a trigram scan
 * over every offer — and searches the close words through the full-text index. Words are never
 * removed: a stale word only widens a typo query by a term that matches nothing.
 */
export const searchWords = pgTable("search_words", { word: text("word").primaryKey() }, (t) => [
  index("search_words_word_trgm_idx").using("gin", t.word.op("gin_trgm_ops")),
]);

export const offerSubcategories = pgTable(
  "offer_subcategories",
  {
    offerId: integer("offer_id")
      .notNull()
      .references(() => offers.id, { onDelete: "cascade" }),
    subcategoryId: integer("subcategory_id")
      .notNull()
      .references(() => subcategories.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.offerId, t.subcategoryId] }),
    index("offer_subcategories_subcategory_id_idx").on(t.subcategoryId),
  ],
);

export const offerTags = pgTable(
  "offer_tags",
  {
    offerId: integer("offer_id")
      .notNull()
      .references(() => offers.id, { onDelete: "cascade" }),
    tagId: integer("tag_id")
      .notNull()
      .references(() => tags.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.offerId, t.tagId] }),
    index("offer_tags_tag_id_idx").on(t.tagId),
  ],
);

export const collectionOffers = pgTable(
  "collection_offers",
  {
    collectionId: integer("collection_id")
      .notNull()
      .references(() => collections.id, { onDelete: "cascade" }),
    offerId: integer("offer_id")
      .notNull()
      .references(() => offers.id, { onDelete: "cascade" }),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.offerId] }),
    index("collection_offers_offer_id_idx").on(t.offerId),
  ],
);

export const offerLegal = pgTable("offer_legal", {
  offerId: integer("offer_id")
    .primaryKey()
    .references(() => offers.id, { onDelete: "cascade" }),
  legalEn: text("legal_en").notNull(),
  legalFr: text("legal_fr").notNull(),
});

/** Pool of uploaded codes for code_type upload_unique / upload_random. */
export const offerCodes = pgTable(
  "offer_codes",
  {
    id: serial("id").primaryKey(),
    offerId: integer("offer_id")
      .notNull()
      .references(() => offers.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    /** Identity user id the code was handed to; NULL while the code is free. */
    assignedTo: text("assigned_to"),
    assignedAt: timestamp("assigned_at", tz),
  },
  (t) => [
    uniqueIndex("offer_codes_offer_id_code_key").on(t.offerId, t.code),
    index("offer_codes_offer_id_assigned_to_idx").on(t.offerId, t.assignedTo),
  ],
);
