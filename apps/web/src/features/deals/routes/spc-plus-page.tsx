import { Badge } from "../../../components/badge/badge";
import { ButtonLink } from "../../../components/button/button-link";
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
        <p className="plus-hero__eyebrow">
          <Badge tone="accent">
            <FormattedMessage id="offer.badge.spcPlus" />
          </Badge>
        </p>
        <h1 id="page-title">
          <FormattedMessage id="page.spcPlus.title" />
        </h1>
        <p>
          <FormattedMessage id="deals.spcPlus.body" />
        </p>
        <div className="page-state__actions plus-hero__actions">
          <ButtonLink to="/cibc" variant="primary">
            <FormattedMessage id="deals.spcPlus.getIt" />
          </ButtonLink>
          <ButtonLink to="/plus-offers" variant="on-dark">
            <FormattedMessage id="deals.spcPlus.seeAll" />
          </ButtonLink>
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
