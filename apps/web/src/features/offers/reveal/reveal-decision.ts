import type { ViewerStatus } from "../../session";

/** What pressing "Get this deal" does, by who is browsing (spec §2.6, §2.8, §1 SPC+ teasers). */
export type RevealDecision = "login-prompt" | "offer-redeem-gate" | "exclusive-offer" | "reveal";

export function revealDecision(
  viewer: ViewerStatus,
  offer: { is_spc_plus: boolean },
): RevealDecision {
  if (viewer === "visitor") return "login-prompt";
  if (viewer === "user") return "offer-redeem-gate";
  if (offer.is_spc_plus && viewer !== "plus") return "exclusive-offer";
  return "reveal";
}
