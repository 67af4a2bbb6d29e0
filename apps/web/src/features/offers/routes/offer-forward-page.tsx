import { useEffect } from "react";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { usePageTitle } from "../../../i18n/use-page-title";
import { useOffer } from "../api/get-offer";
import { Forwarding } from "../components/forwarding";
import { offerForwardTarget } from "../partner-redirect";

/** /deals/offer/:id and /offer/:id: find the offer's partner and move to its canonical page. */
export function OfferForwardPage() {
  usePageTitle("page.offer.title");
  const { id = "" } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const offer = useOffer(id);
  const source = params.get("source");

  useEffect(() => {
    if (offer.isPending) return;
    const outcome = offer.data ? { data: offer.data } : { error: offer.error };
    navigate(offerForwardTarget(id, outcome, source), { replace: true });
  }, [offer.isPending, offer.data, offer.error, id, source, navigate]);

  return <Forwarding />;
}
