import {
  type Card,
  isCardExpired,
  isCardValid,
  NEW_MEMBER_PROMO_DAYS,
  type ProfileAlerts,
} from "@spc/shared";

/**
 * The new-member promotion (spec §2.8; decision 0053): the referral programme offered to a member
 * whose membership began in the last NEW_MEMBER_PROMO_DAYS days, once per member (the profile's
 * `alerts.new_member_promo`, kept by the server so every device knows).
 */

/** Waits after start so the page's own first dialogs (and the person's) come first. */
export const NEW_MEMBER_PROMO_DELAY_MS = 3000;

const DAY_MS = 24 * 60 * 60 * 1000;
/** A start a little in the future is the server's clock ahead of this one, not a bad answer. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

/** A card as GET /v2/cardsForUser gives it; the trial flag and the start are read when present. */
export type PromoCard = Pick<Card, "status" | "is_expired" | "expiry_date" | "cobrand"> & {
  is_trial?: boolean;
  started_at?: string | null;
};

/**
 * When the member's membership began: the earliest start of their cards that are not free trials
 * (a returning member's first card counts, so renewing is not "new"). null when none says.
 */
export function membershipStart(cards: readonly PromoCard[]): Date | null {
  let earliest: number | null = null;
  for (const card of cards) {
    if (card.is_trial !== false || !card.started_at) continue;
    const at = Date.parse(card.started_at);
    if (Number.isNaN(at)) continue;
    if (earliest === null || at < earliest) earliest = at;
  }
  return earliest === null ? null : new Date(earliest);
}

/**
 * Whether to offer the promotion now: not offered before, a valid card that is not a free trial
 * (trial members see the acquisition and purchase flows), and a membership that began at most
 * NEW_MEMBER_PROMO_DAYS days ago. A card without the trial flag or a start date is not guessed at.
 */
export function isNewMemberPromoDue(input: {
  cards: readonly PromoCard[];
  alerts: Partial<ProfileAlerts> | null | undefined;
  now: Date;
}): boolean {
  const { cards, alerts, now } = input;
  if (alerts?.new_member_promo) return false;
  const member = cards.some(
    (card) => card.is_trial === false && isCardValid(card, now) && !isCardExpired(card, now),
  );
  if (!member) return false;
  const start = membershipStart(cards);
  if (!start) return false;
  const age = now.getTime() - start.getTime();
  return age >= -CLOCK_SKEW_MS && age <= NEW_MEMBER_PROMO_DAYS * DAY_MS;
}

/** The address a friend follows: the purchase page with the code (purchase-draft.ts reads it). */
export function referralLink(origin: string, language: "en" | "fr", code: string): string {
  const prefix = language === "fr" ? "/fr" : "";
  return `${origin}${prefix}/purchase?referral=${encodeURIComponent(code)}`;
}
