import { purchaseCompletionRedirect, purchaseSummaryRedirect } from "@spc/shared";
import type { CheckoutResponse } from "./types";

// Spec §2.3 step order: /signup/purchase (or /activate/subscription) → /purchase/summary →
// /purchase/completion. Each step passes the screen it came from in the history entry's state;
// a step opened any other way (typed, bookmarked, shared) has none and goes back to /purchase.
// The rules themselves are the shared ones (@spc/shared membership/routing, zod-free).

export interface StepState {
  from?: string;
  /** The checkout answer, handed from the summary to the completion screen. */
  checkout?: CheckoutResponse;
}

export function stepState(state: unknown): StepState {
  return typeof state === "object" && state !== null ? (state as StepState) : {};
}

/** Where /purchase/summary sends its visitor: null to stay. */
export function summaryGuard(state: unknown): "/purchase" | null {
  return purchaseSummaryRedirect(stepState(state).from);
}

/** Where /purchase/completion sends its visitor: null to stay (needs the checkout answer too). */
export function completionGuard(state: unknown): "/purchase" | null {
  const step = stepState(state);
  if (!step.checkout) return "/purchase";
  return purchaseCompletionRedirect(step.from);
}
