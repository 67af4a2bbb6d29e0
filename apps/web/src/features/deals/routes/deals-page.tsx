import type { LoaderFunctionArgs } from "react-router";
import { FormattedMessage } from "../../../i18n/intl-lite";
import { usePageTitle } from "../../../i18n/use-page-title";
import { queryClient } from "../../../lib/query-client";
import { useAfterFirstScreen } from "../../../lib/use-after-first-screen";
import { AdsPopup } from "../../ads";
import {
  FilteredEmpty,
  OfferListing,
  toListingQuery,
  useListingState,
  useOffersSummary,
} from "../../offers";
import { DealsSections } from "../components/deals-sections";
import { WelcomeNotice } from "../components/welcome-notice";
import { prefetchFirstRow } from "../first-row";
import { useDealsQueryParams } from "../use-deals-query-params";
import "../components/deals.css";

/**
 * The route's loader (page-table.ts): an address without a query string shows the theme's rows,
 * whose first row's cards are the phone's largest paint, so their reads start while the router
 * finishes the navigation (first-row.ts). It does not wait for them (a click changes page at
 * once; the rows' skeletons cover a slow read). Filters, a sort or a page go straight to the
 * grid, which reads on mount.
 */
export function dealsLoader({ request }: LoaderFunctionArgs): null {
  if (new URL(request.url).search === "") void prefetchFirstRow(queryClient).catch(() => {});
  return null;
}

/** /deals: the sections of the theme, then every offer, filterable, sortable, paginated. */
export function DealsPage() {
  usePageTitle("page.deals.title");
  useDealsQueryParams();
  const [state, update] = useListingState();
  const browsing = state.page === 1 && state.filters.length === 0 && state.sort === null;
  // On a fresh visit the rows below the first screen, and the grid with its read, wait for that
  // screen's paint, not to compete with the first row's pictures; filtered, sorted or paged, the
  // grid is the first screen.
  const rest = useAfterFirstScreen();
  const offers = useOffersSummary(toListingQuery(state), rest || !browsing);

  return (
    <div className="page deals-page">
      <WelcomeNotice />
      <h1 className="deals-page__title">
        <FormattedMessage id="page.deals.title" />
      </h1>
      <p className="deals-page__lead">
        <FormattedMessage id="deals.page.lead" />
      </p>
      {browsing && <DealsSections firstScreenOnly={!rest} />}
      {(rest || !browsing) && (
        <>
          <h2 id="deals-all" className="deals-page__subtitle">
            <FormattedMessage id="deals.page.all" />
          </h2>
          <OfferListing
            headingId="deals-all"
            query={offers}
            state={state}
            onChange={update}
            source="deals"
            inView={!browsing}
            empty={<FilteredEmpty clearTo="/deals" />}
          />
        </>
      )}
      <AdsPopup />
    </div>
  );
}
