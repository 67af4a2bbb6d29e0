// The saved-lists and favourites contract's plain values (caps, statuses, the spec's messages),
// kept apart from the schemas of lists.ts so that the web can import them without zod: a module
// that builds zod schemas at import time would bring zod into every chunk that reads one constant.
// The rules behind them: docs/decisions/0032-saved-lists-and-favourites.md.

/** Saved lists one member may keep. */
export const SAVED_LISTS_MAX = 50;
/** Offers one saved list may hold. */
export const SAVED_LIST_OFFERS_MAX = 200;
/** Longest list name once trimmed, in UTF-16 code units (what an input's maxLength counts). */
export const SAVED_LIST_NAME_MAX_LENGTH = 100;
/** Favourite offers one member may keep. */
export const FAVOURITE_OFFERS_MAX = 500;
/** Favourite categories one member may keep. */
export const FAVOURITE_CATEGORIES_MAX = 50;

/**
 * What became of an offer a member saved: `active` (listed: it can be used), `delisted` (taken
 * down, or its partner is), `expired` (ended), `unavailable` (not started yet). Saved offers are
 * kept whatever happens to them and answered with their status; only new saves must be active.
 */
export const SAVED_OFFER_STATUSES = ["active", "delisted", "expired", "unavailable"] as const;
export type SavedOfferStatus = (typeof SAVED_OFFER_STATUSES)[number];

/** Spec §5: the message of an empty (or blank) list name. */
export const LIST_NAME_INVALID_MESSAGE = "Enter valid list name";

/** Spec §5: the message of a duplicate list name ('<name> already exists!'). */
export function listNameTakenMessage(name: string): string {
  return `${name} already exists!`;
}

/** Characters of a share token (URL-safe base64 of 32 random bytes). */
export const SHARE_TOKEN_LENGTH = 43;
