import { FormattedMessage } from "../../../i18n/intl-lite";
import { usePageTitle } from "../../../i18n/use-page-title";
import {
  FilteredEmpty,
  OfferListing,
  toListingQuery,
  useListingState,
  usePlusOffers,
} from "../../offers";
import "../components/deals.css";

/** /plus-offers — every SPC+ offer (listed for everyone; codes only for SPC+ members). */
export function PlusOffersPage() {
  usePageTitle("page.plusOffers.title");
  const [state, update] = useListingState();
  const offers = usePlusOffers(toListingQuery(state));
  return (
    <div className="page deals-page">
      <h1 id="plus-title" className="deals-page__title">
        <FormattedMessage id="page.plusOffers.title" />
      </h1>
      <p className="deals-page__lead">
        <FormattedMessage id="deals.plus.lead" />
      </p>
      <OfferListing
        headingId="plus-title"
        query={offers}
        state={state}
        onChange={update}
        source="spc_plus"
        empty={<FilteredEmpty clearTo="/plus-offers" />}
      />
    </div>
  );
}
