import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
} from "drizzle-orm/pg-core";
import { carouselTypes, menuColumns, menus, platforms, sqlList } from "./enums";
import { publicationColumns, publicationConstraints } from "./publishing";

/** Header and footer links served by GET users/website-menu (spec §2.7). */
export const menuLinks = pgTable(
  "menu_links",
  {
    id: serial("id").primaryKey(),
    menu: text("menu", { enum: menus }).notNull(),
    /** Footer column; NULL for header links. ("column" is quoted by drizzle; quote it in raw SQL.) */
    column: text("column", { enum: menuColumns }),
    en: text("en").notNull(),
    fr: text("fr").notNull(),
    link: text("link"),
    route: text("route"),
    forceLink: boolean("force_link").notNull().default(false),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [
    index("menu_links_menu_idx").on(t.menu, t.sortOrder),
    check("menu_links_menu_check", sql.raw(`"menu" IN (${sqlList(menus)})`)),
    check(
      "menu_links_column_check",
      sql.raw(`"column" IS NULL OR "column" IN (${sqlList(menuColumns)})`),
    ),
  ],
);

/**
 * Terms of use, markdown per country/language (spec §3 Terms). Each row is one version: the
 * current one is the published version with the latest publish date that has come, so a new
 * version can be written ahead and go live on its date (decision 0034).
 */
export const terms = pgTable(
  "terms",
  {
    id: serial("id").primaryKey(),
    termEnCa: text("term_en_ca").notNull(),
    termEnUs: text("term_en_us").notNull(),
    termFrCa: text("term_fr_ca").notNull(),
    ...publicationColumns(),
  },
  (t) => publicationConstraints("terms", t),
);

export const featureFlags = pgTable(
  "feature_flags",
  {
    key: text("key").notNull(),
    platform: text("platform", { enum: platforms }).notNull(),
    enabled: boolean("enabled").notNull().default(false),
    subFlags: jsonb("sub_flags").$type<Record<string, boolean>>(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.platform] }),
    check("feature_flags_platform_check", sql.raw(`"platform" IN (${sqlList(platforms)})`)),
  ],
);

/**
 * Careers page carousels (spec §3 Carousel item); for TEAM, subtext = role, description = bio.
 * Served once published (decision 0034), in sort order.
 */
export const carouselItems = pgTable(
  "carousel_items",
  {
    id: serial("id").primaryKey(),
    type: text("type", { enum: carouselTypes }).notNull(),
    imageEn: text("image_en"),
    textEn: text("text_en").notNull(),
    textFr: text("text_fr").notNull(),
    subtextEn: text("subtext_en"),
    subtextFr: text("subtext_fr"),
    /** Markdown. */
    descriptionEn: text("description_en"),
    descriptionFr: text("description_fr"),
    sortOrder: integer("sort_order").notNull().default(0),
    ...publicationColumns(),
  },
  (t) => [
    index("carousel_items_type_idx").on(t.type, t.sortOrder),
    check("carousel_items_type_check", sql.raw(`"type" IN (${sqlList(carouselTypes)})`)),
    ...publicationConstraints("carousel_items", t),
  ],
);
