import { Link } from "react-router";
import { FormattedMessage } from "../../../i18n/intl-lite";
import { usePageTitle } from "../../../i18n/use-page-title";
import { AdsPopup } from "../../ads";
import { FIRST_PAGE, OfferGrid, usePlusOffers } from "../../offers";
import "../components/deals.css";

/** /spc-plus — what SPC+ is, how to get it, and a first look at its exclusive offers. */
export function SpcPlusPage() {
  usePageTitle("page.spcPlus.title");
  const offers = usePlusOffers(FIRST_PAGE);
  return (
    <div className="page deals-page">
      <section className="plus-hero" aria-labelledby="page-title">
        <p className="plus-hero__eyebrow">SPC+</p>
        <h1 id="page-title">
          <FormattedMessage id="deals.spcPlus.title" />
        </h1>
        <p>
          <FormattedMessage id="deals.spcPlus.body" />
        </p>
        <div className="page-state__actions plus-hero__actions">
          <Link to="/cibc" className="button button--primary">
            <FormattedMessage id="deals.spcPlus.getIt" />
          </Link>
          <Link to="/plus-offers" className="button button--on-dark">
            <FormattedMessage id="deals.spcPlus.seeAll" />
          </Link>
        </div>
      </section>
      <h2 id="plus-offers" className="deals-page__subtitle">
        <FormattedMessage id="deals.spcPlus.offers" />
      </h2>
      <OfferGrid
        offers={offers.data?.data}
        isPending={offers.isPending}
        isError={offers.isError}
        onRetry={() => offers.refetch()}
        source="spc_plus"
        empty={
          <p>
            <FormattedMessage id="deals.spcPlus.empty" />
          </p>
        }
      />
      <AdsPopup />
    </div>
  );
}
