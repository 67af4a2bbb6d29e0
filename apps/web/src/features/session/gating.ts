/**
 * Page gating (spec §2.6, §6). Each gated page of the route table names its gate:
 *
 * - "registered": a visitor gets the login-prompt modal; a logged-in user who is not registered
 *   goes to /signup; a registered member sees the page.
 * - "purchase": like "registered", but a visitor goes to /signup with the purchase-navigation flag.
 *
 * In both cases the intended route is remembered for after login.
 */
export type PageGate = "registered" | "purchase";

export type GateDecision =
  | { kind: "loading" }
  | { kind: "allow" }
  | { kind: "login-prompt" }
  | { kind: "redirect"; to: string };

/** The query flag /signup reads to continue to the purchase after the account exists. */
export const PURCHASE_NAVIGATION_PARAM = "purchaseNavigation";

export function decideGate(
  gate: PageGate,
  viewer: { loading: boolean; isLoggedIn: boolean; isRegistered: boolean },
): GateDecision {
  if (viewer.loading) return { kind: "loading" };
  if (!viewer.isLoggedIn) {
    return gate === "purchase"
      ? { kind: "redirect", to: `/signup?${PURCHASE_NAVIGATION_PARAM}=true` }
      : { kind: "login-prompt" };
  }
  if (!viewer.isRegistered) return { kind: "redirect", to: "/signup" };
  return { kind: "allow" };
}

/** Where a successful login goes: /signup until registered, else the remembered route or /deals. */
export function afterLoginDestination(input: {
  isRegistered: boolean;
  remembered: string | null;
}): string {
  if (!input.isRegistered) return "/signup";
  return input.remembered ?? "/deals";
}
