import type { OfferFilter, SortOption } from "@spc/shared";

/*
 * The offer filters and sort options of spec §3, spelled out here because @spc/shared defines
 * its lists next to their zod enums: importing them would pull zod into the deals chunks. The
 * types below fail to compile if a value is missing or unknown, and listing-vocabulary.test.ts
 * checks the order against the shared lists.
 */
export const LISTING_FILTERS = [
  "online",
  "instore",
  "spc_plus",
  "lto",
  "new",
] as const satisfies readonly OfferFilter[];

export const LISTING_SORTS = [
  "most_redeemed",
  "highest_discount",
  "alphabetical",
  "new",
] as const satisfies readonly SortOption[];

type Exhaustive<All, Listed> = [Exclude<All, Listed>] extends [never] ? true : never;
const filtersComplete: Exhaustive<OfferFilter, (typeof LISTING_FILTERS)[number]> = true;
const sortsComplete: Exhaustive<SortOption, (typeof LISTING_SORTS)[number]> = true;
void filtersComplete;
void sortsComplete;
