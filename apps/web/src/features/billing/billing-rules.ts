// Zod-free copies of the @spc/shared billing rules (membership/billing.ts imports the card entity,
// whose schemas would bring zod into the bundle); billing-rules.test.ts checks them against it.
import { type CardFields, isCardValid } from "../session/rules";

/** `billingRedirect` of @spc/shared: /billing needs an active, unexpired spc card, not a trial. */
export function billingRedirect(input: {
  cards: readonly CardFields[];
  isFreeTrial: boolean;
  now: Date;
}): "/deals" | null {
  if (input.isFreeTrial) return "/deals";
  return input.cards.some((card) => card.cobrand === "spc" && isCardValid(card, input.now))
    ? null
    : "/deals";
}
