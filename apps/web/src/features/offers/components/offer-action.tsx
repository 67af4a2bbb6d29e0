import type { ComponentType } from "react";

/** What the slot gets: the offer and where it is drawn. */
export interface OfferActionProps {
  offerId: number;
  /** The offer's name in the current language: the control's accessible name uses it. */
  offerName: string;
  size?: "card" | "page";
}

let action: ComponentType<OfferActionProps> | null = null;

/**
 * The slot on every offer card and the offer page that `app/` fills (the favourites heart,
 * decision 0033): offers cannot import favourites, whose pages show offer cards, without a cycle.
 */
export function setOfferAction(component: ComponentType<OfferActionProps> | null): void {
  action = component;
}

/** The registered action for one offer, or nothing. */
export function OfferAction(props: OfferActionProps) {
  const Action = action;
  return Action ? <Action {...props} /> : null;
}
