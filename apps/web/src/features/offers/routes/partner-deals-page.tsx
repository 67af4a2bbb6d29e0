import { useEffect } from "react";
import { useNavigate, useParams } from "react-router";
import { usePageTitle } from "../../../i18n/use-page-title";
import { usePartnerOffers } from "../api/get-partner-offers";
import { Forwarding } from "../components/forwarding";
import { isBankPartner, partnerDealsTarget, partnerTagsTarget } from "../partner-redirect";

/** /deals/:partnerUrlName and /partners/:name: one offer → it; the bank → /cibc; else search. */
export function PartnerDealsPage() {
  usePageTitle("page.partnerDeals.title");
  const params = useParams();
  const name = params.partnerUrlName ?? params.name ?? "";
  const navigate = useNavigate();
  const bank = isBankPartner(name);
  const offers = usePartnerOffers(name, !bank);

  useEffect(() => {
    if (!bank && offers.isPending) return;
    navigate(partnerDealsTarget(name, offers.data ?? null), { replace: true });
  }, [bank, offers.isPending, offers.data, name, navigate]);

  return <Forwarding />;
}

/** /partner/:name: the bank → /cibc; a partner → its deals; any other name → a search by tags. */
export function PartnerTagsPage() {
  usePageTitle("page.partner.title");
  const { name = "" } = useParams();
  const navigate = useNavigate();
  const bank = isBankPartner(name);
  const offers = usePartnerOffers(name, !bank);

  useEffect(() => {
    if (!bank && offers.isPending) return;
    // A failed lookup (no such partner) leaves the name to the tag search.
    navigate(partnerTagsTarget(name, offers.data ?? null), { replace: true });
  }, [bank, offers.isPending, offers.data, name, navigate]);

  return <Forwarding />;
}
