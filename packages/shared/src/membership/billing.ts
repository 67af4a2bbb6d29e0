import { type CardValidityFields, hasValidCard, isCardValid } from "./cards";

/** /billing is reachable with an active, unexpired own-brand (spc) card, not on a free trial. */
export function canAccessBilling(input: {
  cards: readonly CardValidityFields[];
  isFreeTrial: boolean;
  now: Date;
}): boolean {
  if (input.isFreeTrial) return false;
  return input.cards.some((card) => card.cobrand === "spc" && isCardValid(card, input.now));
}

/** Where /billing sends someone who may not see it: /deals, or null to stay. */
export function billingRedirect(input: {
  cards: readonly CardValidityFields[];
  isFreeTrial: boolean;
  now: Date;
}): "/deals" | null {
  return canAccessBilling(input) ? null : "/deals";
}

/**
 * The header's billing link shows to non-free-trial users with a valid card, at least one card,
 * and not a gold ticket (`isGoldTicket` comes from the special-card result) — and only when
 * /billing would let them in: a bank (SPC+) or campus card holder has no billing of ours, and a
 * link that bounces to /deals is worse than none (docs/decisions/0020).
 */
export function showsBillingLink(input: {
  cards: readonly CardValidityFields[];
  isFreeTrial: boolean;
  isGoldTicket: boolean;
  now: Date;
}): boolean {
  return (
    !input.isFreeTrial &&
    !input.isGoldTicket &&
    input.cards.length >= 1 &&
    hasValidCard(input.cards, input.now) &&
    canAccessBilling(input)
  );
}

/**
 * After "start shopping" the auto-renew prompt opens when the user has no auto-renew, is not on a
 * trial and has no valid card (spec §4, taken literally).
 */
export function shouldPromptAutoRenew(input: {
  isAutoRenew: boolean;
  isFreeTrial: boolean;
  hasValidCard: boolean;
}): boolean {
  return !input.isAutoRenew && !input.isFreeTrial && !input.hasValidCard;
}
