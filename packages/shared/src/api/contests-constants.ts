// Plain values of the contests contract (spec §2.4, §3, §7; docs/decisions/0039-contests.md),
// free of zod so the web can import them into any chunk.

/** How a member enters: one click, a form of the contest's own questions, a photo, a match game. */
export const CONTEST_ENTRY_KINDS = ["one_click", "form", "photo", "match_game"] as const;
export type ContestEntryKind = (typeof CONTEST_ENTRY_KINDS)[number];

/** Who may enter: any registered user, members with a valid card, or plus members. */
export const CONTEST_AUDIENCES = ["registered", "members", "plus"] as const;
export type ContestAudience = (typeof CONTEST_AUDIENCES)[number];

/** Where a contest stands at a moment: before opens_at, in [opens_at, closes_at), after. */
export const CONTEST_STATES = ["upcoming", "open", "closed"] as const;
export type ContestState = (typeof CONTEST_STATES)[number];

/** A shared photo is public only once approved. */
export const CONTEST_PHOTO_STATUSES = ["pending", "approved", "rejected"] as const;
export type ContestPhotoStatus = (typeof CONTEST_PHOTO_STATUSES)[number];

/** Why an entry is refused (`error.details.reason`). */
export const CONTEST_REFUSALS = [
  "contest_not_open",
  "audience",
  "minimum_age",
  "province",
  "answers_invalid",
] as const;
export type ContestRefusal = (typeof CONTEST_REFUSALS)[number];

/** Shown to users in Toronto time (the instants on the wire are UTC). */
export const CONTEST_TIME_ZONE = "America/Toronto";

/** Photo entries: at most this many bytes, and only these types (checked from the bytes). */
export const CONTEST_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const CONTEST_PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
