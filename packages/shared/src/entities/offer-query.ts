import { z } from "zod";

/** Sort options the user can pick (spec §3). */
export const SORT_OPTIONS = ["most_redeemed", "highest_discount", "alphabetical", "new"] as const;
export const sortOptionSchema = z.enum(SORT_OPTIONS);
export type SortOption = z.infer<typeof sortOptionSchema>;

/** Every accepted `sort_by`: the user options plus `views`, the default of spec §9. */
export const offerSortSchema = z.enum([...SORT_OPTIONS, "views"]);
export type OfferSort = z.infer<typeof offerSortSchema>;

/** Offer filters (spec §3), sent comma-separated as `offer_filters`. */
export const OFFER_FILTERS = ["online", "instore", "spc_plus", "lto", "new"] as const;
export const offerFilterSchema = z.enum(OFFER_FILTERS);
export type OfferFilter = z.infer<typeof offerFilterSchema>;

/**
 * Page source labels travel in the `source` query for analytics. The spec names `home` and
 * `spc_plus` and says the list is longer; the rest are the screens that link to offers.
 */
export const PAGE_SOURCES = [
  "home",
  "spc_plus",
  "deals",
  "category",
  "search",
  "trending",
  "limited_time",
  "collection",
  "favourites",
  "saved_list",
  "partner",
] as const;
export type PageSource = (typeof PAGE_SOURCES)[number];

/** A `source` query value: open-ended (unknown labels must not break a deep link). */
export const pageSourceSchema = z.string().min(1).max(64);

/** Tells whether a source label is one this product emits itself. */
export function isKnownPageSource(value: string): value is PageSource {
  return (PAGE_SOURCES as readonly string[]).includes(value);
}
