import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { categories } from "./catalogue";
import { offers } from "./offers";

// Saved lists and favourites (spec §3 "Saved list", §7; docs/decisions/0032). Member data, not
// catalogue data: no catalogue-version triggers. Every row goes with the member's account
// (user_id … on delete cascade); a saved offer or category goes when the catalogue row is deleted
// (a delisted or expired offer stays, with its status).

const tz = { withTimezone: true } as const;

/**
 * One row per member who saved anything: every list or favourite write takes this row's lock
 * first (so caps and name checks are never raced), and it holds the favourites' versions.
 */
export const memberSaves = pgTable("member_saves", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  favouriteOffersVersion: integer("favourite_offers_version").notNull().default(0),
  favouriteCategoriesVersion: integer("favourite_categories_version").notNull().default(0),
});

export const savedLists = pgTable(
  "saved_lists",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** As the member typed it, trimmed. */
    name: text("name").notNull(),
    /** listNameKey(name) of @spc/shared (trimmed, NFC, lower-case): unique per member. */
    nameKey: text("name_key").notNull(),
    /** +1 on every change of the name or the offers (full-list writes are checked against it). */
    version: integer("version").notNull().default(1),
    /** The read-only link's secret; null while the list is not shared. */
    shareToken: text("share_token"),
    sharedAt: timestamp("shared_at", tz),
    createdAt: timestamp("created_at", tz).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", tz).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("saved_lists_user_name_key").on(t.userId, t.nameKey),
    uniqueIndex("saved_lists_share_token_key").on(t.shareToken),
    check("saved_lists_name_check", sql`${t.name} <> ''`),
  ],
);

/** One row per (list, offer): two tabs adding different offers write different rows. */
export const savedListOffers = pgTable(
  "saved_list_offers",
  {
    listId: integer("list_id")
      .notNull()
      .references(() => savedLists.id, { onDelete: "cascade" }),
    offerId: integer("offer_id")
      .notNull()
      .references(() => offers.id, { onDelete: "cascade" }),
    /** Saved order within the list (ascending). */
    position: integer("position").notNull(),
    addedAt: timestamp("added_at", tz).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.listId, t.offerId] }),
    index("saved_list_offers_offer_id_idx").on(t.offerId),
  ],
);

export const favouriteOffers = pgTable(
  "favourite_offers",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    offerId: integer("offer_id")
      .notNull()
      .references(() => offers.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    addedAt: timestamp("added_at", tz).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.offerId] }),
    index("favourite_offers_offer_id_idx").on(t.offerId),
  ],
);

export const favouriteCategories = pgTable(
  "favourite_categories",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    addedAt: timestamp("added_at", tz).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.categoryId] }),
    index("favourite_categories_category_id_idx").on(t.categoryId),
  ],
);
