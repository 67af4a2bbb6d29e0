// Closed vocabularies are stored as `text` plus a CHECK constraint rather than `pgEnum`:
// adding a value is then a plain constraint swap inside a transactional migration
// (ALTER TYPE … ADD VALUE cannot be used in the transaction that adds it), and raw SQL
// compares against string literals without casts. The arrays also type the columns.

export const offerStatuses = ["draft", "active", "delisted", "expired"] as const;
export type OfferStatus = (typeof offerStatuses)[number];

/** Spec §3 "Code types": how the codes of an offer are produced. */
export const codeTypes = ["static", "generated", "upload_unique", "upload_random"] as const;
export type CodeType = (typeof codeTypes)[number];

/** Spec §3 "Code modes": what the member is shown when revealing an offer. */
export const codeModes = ["no_code", "card_number", "random", "unique", "static"] as const;
export type CodeMode = (typeof codeModes)[number];

export const menus = ["header", "footer"] as const;
export type Menu = (typeof menus)[number];

export const menuColumns = ["first_column", "second_column", "third_column"] as const;
export type MenuColumn = (typeof menuColumns)[number];

export const platforms = ["web", "ios", "android"] as const;
export type Platform = (typeof platforms)[number];

export const carouselTypes = [
  "HERO",
  "TIMELINE",
  "TEAM",
  "PERK",
  "VALUE",
  "PRINCIPLE",
  "PARTNER",
] as const;
export type CarouselType = (typeof carouselTypes)[number];

/** `'a', 'b'` for a CHECK (col IN (…)) constraint; values are our own constants, never input. */
export function sqlList(values: readonly string[]): string {
  return values.map((value) => `'${value}'`).join(", ");
}

/** A content row is served only once published and its publish date has come (decision 0034). */
export const contentStatuses = ["draft", "published"] as const;
export type ContentStatus = (typeof contentStatuses)[number];

/** How a job opening is held (mirrors JOB_EMPLOYMENT_TYPES of @spc/shared). */
export const jobEmploymentTypes = ["full_time", "part_time", "contract", "internship"] as const;

/** Seasonal store campaigns: the back-to-school marketplace, the Boxing Day gift card. */
export const storeCampaignKinds = ["bts_market", "boxing_day_gift_card"] as const;
export type StoreCampaignKind = (typeof storeCampaignKinds)[number];
