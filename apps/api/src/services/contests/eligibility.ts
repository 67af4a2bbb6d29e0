import type { CardValidityFields } from "@spc/shared";
import {
  ageOn,
  type ContestEligibility,
  type ContestRefusal,
  type ContestState,
  hasValidCard,
  isPremium,
} from "@spc/shared";

/** Where a contest stands at `now`: [opens_at, closes_at) is open. */
export function contestStateAt(
  contest: { opensAt: Date; closesAt: Date },
  now: Date,
): ContestState {
  if (now < contest.opensAt) return "upcoming";
  if (now < contest.closesAt) return "open";
  return "closed";
}

/** What eligibility reads about a member. */
export interface EntrantFacts {
  birthDate: string | null;
  province: string | null;
  cards: readonly CardValidityFields[];
}

/**
 * The first rule of the contest's eligibility the member fails, or null when eligible. Rules are
 * data (decision 0039): audience (registered < members < plus), a minimum age (an unknown birth
 * date fails it), provinces allowed (null: everywhere; an unknown province fails a list) and
 * provinces excluded.
 */
export function refusalOf(
  eligibility: ContestEligibility,
  facts: EntrantFacts,
  now: Date,
): ContestRefusal | null {
  if (eligibility.audience === "members" && !hasValidCard(facts.cards, now)) return "audience";
  if (eligibility.audience === "plus" && !isPremium(facts.cards, now)) return "audience";
  if (eligibility.min_age !== null) {
    const age = facts.birthDate ? ageOn(facts.birthDate, now) : null;
    if (age === null || age < eligibility.min_age) return "minimum_age";
  }
  const province = facts.province?.trim().toUpperCase() || null;
  if (eligibility.provinces !== null) {
    if (!province || !eligibility.provinces.includes(province)) return "province";
  }
  if (province && eligibility.excluded_provinces.includes(province)) return "province";
  return null;
}
