import { ButtonLink } from "../../../components/button/button-link";
import { FormattedMessage } from "../../../i18n/intl-lite";
import { usePageTitle } from "../../../i18n/use-page-title";
import { OfferGrid } from "../../offers";
import { useTrendingOffers } from "../api/get-trending-offers";
import "../components/deals.css";

/** /trending — the offers students open most right now (the full list). */
export function TrendingPage() {
  usePageTitle("page.trending.title");
  const offers = useTrendingOffers(true, true);
  return (
    <div className="page deals-page">
      <h1 className="deals-page__title">
        <FormattedMessage id="page.trending.title" />
      </h1>
      <OfferGrid
        offers={offers.data?.data}
        isPending={offers.isPending}
        isError={offers.isError}
        onRetry={() => offers.refetch()}
        source="trending"
        empty={
          <>
            <p>
              <FormattedMessage id="deals.empty.trending" />
            </p>
            <ButtonLink to="/deals" variant="primary">
              <FormattedMessage id="deals.empty.browseAll" />
            </ButtonLink>
          </>
        }
      />
    </div>
  );
}
