import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

// Explicit snake_case column names everywhere (no driver-level `casing` option) so that raw SQL,
// drizzle-kit and every drizzle instance agree without extra configuration.

export const partners = pgTable(
  "partners",
  {
    id: serial("id").primaryKey(),
    partnerName: text("partner_name").notNull(),
    urlName: text("url_name").notNull(),
    descriptionEn: text("description_en").notNull().default(""),
    descriptionFr: text("description_fr").notNull().default(""),
    logoUrl: text("logo_url"),
    websiteUrl: text("website_url"),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("partners_url_name_key").on(t.urlName)],
);

export const categories = pgTable(
  "categories",
  {
    id: serial("id").primaryKey(),
    nameEn: text("name_en").notNull(),
    nameFr: text("name_fr").notNull(),
    urlName: text("url_name").notNull(),
    /** Fixed per category name (spec §3), `#rrggbb`. */
    colour: text("colour").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [
    uniqueIndex("categories_url_name_key").on(t.urlName),
    check("categories_colour_check", sql`${t.colour} ~ '^#[0-9a-f]{6}$'`),
  ],
);

export const subcategories = pgTable(
  "subcategories",
  {
    id: serial("id").primaryKey(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    nameEn: text("name_en").notNull(),
    nameFr: text("name_fr").notNull(),
  },
  (t) => [index("subcategories_category_id_idx").on(t.categoryId)],
);

export const tags = pgTable(
  "tags",
  {
    id: serial("id").primaryKey(),
    nameEn: text("name_en").notNull(),
    nameFr: text("name_fr").notNull(),
    slug: text("slug").notNull(),
  },
  (t) => [uniqueIndex("tags_slug_key").on(t.slug)],
);

export const collections = pgTable("collections", {
  id: serial("id").primaryKey(),
  nameEn: text("name_en").notNull(),
  nameFr: text("name_fr").notNull(),
  descriptionEn: text("description_en").notNull().default(""),
  descriptionFr: text("description_fr").notNull().default(""),
  imageUrl: text("image_url"),
  sortOrder: integer("sort_order").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const storeLocations = pgTable(
  "store_locations",
  {
    id: serial("id").primaryKey(),
    partnerId: integer("partner_id")
      .notNull()
      .references(() => partners.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    address: text("address").notNull(),
    city: text("city").notNull(),
    /** Two-letter code: ON, QC, BC… */
    province: text("province").notNull(),
    postalCode: text("postal_code").notNull(),
    lat: doublePrecision("lat").notNull(),
    lon: doublePrecision("lon").notNull(),
  },
  (t) => [
    index("store_locations_partner_id_idx").on(t.partnerId),
    // Distance search = bounding-box prefilter on this index, then haversine (no cube/earthdistance,
    // see ARCHITECTURE platform notes).
    index("store_locations_lat_lon_idx").on(t.lat, t.lon),
  ],
);
