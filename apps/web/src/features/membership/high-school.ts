import { type Card, isCardValid } from "@spc/shared";

/**
 * The member's valid high-school card, if any (spec §3 special-card result `is_highschool`; the
 * member's card list carries the flag).
 */
export function validHighSchoolCard(cards: readonly Card[], now: Date): Card | null {
  return (
    cards.find(
      (card) =>
        (card as Card & { is_highschool?: boolean }).is_highschool === true &&
        isCardValid(card, now),
    ) ?? null
  );
}
