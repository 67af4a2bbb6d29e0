import { calendarDateOf } from "../entities/calendar-date";
import type { Card } from "../entities/card";
import { CARD_STATUS_ACTIVE, type Cobrand } from "../entities/card-constants";

/** The card fields the validity rules read. */
export type CardValidityFields = Pick<Card, "status" | "is_expired" | "expiry_date" | "cobrand">;

/**
 * Expired when the server says so or when its expiry day is before today. `expiry_date` is the
 * last valid calendar day, so a card expiring today is still valid all of today (local day).
 */
export function isCardExpired(card: Pick<Card, "is_expired" | "expiry_date">, now: Date): boolean {
  if (card.is_expired) return true;
  // ISO calendar dates compare correctly as strings.
  return card.expiry_date !== null && card.expiry_date < calendarDateOf(now);
}

/** Active and not expired. */
export function isCardValid(card: CardValidityFields, now: Date): boolean {
  return card.status === CARD_STATUS_ACTIVE && !isCardExpired(card, now);
}

/** Valid-card flag: any card active and not expired. */
export function hasValidCard(cards: readonly CardValidityFields[], now: Date): boolean {
  return cards.some((card) => isCardValid(card, now));
}

/** True when any valid card carries the cobrand. */
export function hasValidCardOf(
  cards: readonly CardValidityFields[],
  cobrand: Cobrand,
  now: Date,
): boolean {
  return cards.some((card) => card.cobrand === cobrand && isCardValid(card, now));
}

/** Premium (SPC+) membership: an active, unexpired bank (cibc) card. */
export function isPremium(cards: readonly CardValidityFields[], now: Date): boolean {
  return hasValidCardOf(cards, "cibc", now);
}

/**
 * Campus membership: a campus-cobrand card. An expired or inactive campus card is not a
 * membership, so it must be valid too (interpretation: the spec only says "cobrand campus").
 */
export function isCampusMember(cards: readonly CardValidityFields[], now: Date): boolean {
  return hasValidCardOf(cards, "campus", now);
}

/**
 * The header shows the SPC+ logo for any non-expired cibc card. Unlike `isPremium` the spec
 * does not require the card to be active here, so status is ignored.
 */
export function showsPlusLogo(cards: readonly CardValidityFields[], now: Date): boolean {
  return cards.some((card) => card.cobrand === "cibc" && !isCardExpired(card, now));
}
