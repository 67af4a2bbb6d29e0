// The plain card values of card.ts without its schemas, so that the web's card rules
// (membership/cards.ts) can use them without zod.

/** Card brands (spec §3): the bank co-brand (premium), a campus card, or the product's own. */
export const COBRANDS = ["cibc", "campus", "spc"] as const;
export type Cobrand = (typeof COBRANDS)[number];

/** The one card status the spec names; other statuses are carried as strings and mean "not active". */
export const CARD_STATUS_ACTIVE = "active";
