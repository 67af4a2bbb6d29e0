import { AFFILIATE_TOKEN_PARAM } from "@spc/shared";

/** What the bank-affiliate route does (spec §2.6 route table), decided from plain facts. */
export type AffiliateRouteStep =
  /** A token in the query: log out, store the marker and the token, go to sign-up. */
  | { kind: "start"; token: string }
  /** A registered member with a stored marker: run the association step. */
  | { kind: "associate" }
  /** Signed in but not registered yet: finish the sign-up first (it comes back here). */
  | { kind: "redirect"; to: "/signup" }
  /** Nothing to associate, or nobody signed in: the activation page. */
  | { kind: "redirect"; to: "/activate" };

export function affiliateRouteStep(input: {
  search: string;
  hasMarker: boolean;
  isLoggedIn: boolean;
  isRegistered: boolean;
}): AffiliateRouteStep {
  const token = new URLSearchParams(input.search).get(AFFILIATE_TOKEN_PARAM)?.trim() ?? "";
  if (token !== "") return { kind: "start", token };
  if (input.hasMarker && input.isRegistered) return { kind: "associate" };
  if (input.hasMarker && input.isLoggedIn) return { kind: "redirect", to: "/signup" };
  return { kind: "redirect", to: "/activate" };
}
