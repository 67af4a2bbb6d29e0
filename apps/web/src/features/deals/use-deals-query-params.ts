import { useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { openModal } from "../../components/modal/modal-store";
import { searchPath } from "../offers";

/** What a /deals query parameter asks for (spec §2.2); null when nothing but the listing. */
export type DealsParamAction =
  | { kind: "navigate"; to: string }
  | { kind: "categoryChooser"; rest: URLSearchParams }
  | null;

/**
 * /deals?q=… searches, ?category=… opens that category, ?offerID=… opens that offer (through the
 * /deals/offer/:id forwarder, source "deals"), ?categoryChooser opens the search dialog on the
 * category grid. register / registerBMO stay: the page thanks the new member.
 */
export function dealsParamAction(params: URLSearchParams): DealsParamAction {
  const q = params.get("q")?.trim();
  if (q) return { kind: "navigate", to: searchPath(q) };
  const category = params.get("category")?.trim();
  if (category) return { kind: "navigate", to: `/deals/category/${encodeURIComponent(category)}` };
  const offerId = params.get("offerID")?.trim();
  if (offerId && /^\d+$/.test(offerId)) {
    return { kind: "navigate", to: `/deals/offer/${offerId}?source=deals` };
  }
  if (params.has("categoryChooser")) {
    const rest = new URLSearchParams(params);
    rest.delete("categoryChooser");
    return { kind: "categoryChooser", rest };
  }
  return null;
}

export function useDealsQueryParams() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  useEffect(() => {
    const action = dealsParamAction(params);
    if (!action) return;
    if (action.kind === "navigate") {
      navigate(action.to, { replace: true });
      return;
    }
    setParams(action.rest, { replace: true });
    openModal("search", { view: "categories" });
  }, [params, navigate, setParams]);
}
