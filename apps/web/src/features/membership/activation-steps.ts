import type { MemberCard } from "@spc/shared";

// Spec §2.3: /activate/subscription is entered only from activation info or the membership
// screen. Like the purchase steps, the screen it came from travels in the history entry's state;
// opened any other way (typed, bookmarked) it has none and the member goes to their card.

/** The screens that may open /activate/subscription. */
export const SUBSCRIPTION_ENTRIES = ["/activate/info", "/membership-screen"] as const;

/** What an activation step hands the next one in the history entry's state. */
export interface ActivationState {
  from?: string;
  /** The card just activated (the completion screen asks whether it earns the incentive). */
  card?: MemberCard;
}

export function activationState(state: unknown): ActivationState {
  return typeof state === "object" && state !== null ? (state as ActivationState) : {};
}

/** Where /activate/subscription sends its visitor: null to stay. */
export function subscriptionGuard(state: unknown): "/membership-screen" | null {
  const from = activationState(state).from?.replace(/\/+$/, "");
  return (SUBSCRIPTION_ENTRIES as readonly string[]).includes(from ?? "")
    ? null
    : "/membership-screen";
}

/** The incentive screen for a card just activated, or null when there is nothing to ask. */
export function incentivePath(card: MemberCard | undefined): string | null {
  if (!card || card.is_trial || card.is_auto_renew) return null;
  return `/activate/incentive?card_num=${encodeURIComponent(card.card_number)}`;
}
