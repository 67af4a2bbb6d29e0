import { Link, useParams, useSearchParams } from "react-router";
import { FormattedMessage } from "../../../i18n/intl-lite";
import { usePageTitle } from "../../../i18n/use-page-title";
import { AdsPopup } from "../../ads";
import { CategoryGrid } from "../../deals";
import { OfferListing, toListingQuery, useListingState } from "../../offers";
import { useSearchOffers } from "../api/search-offers";
import { SearchBox } from "../components/search-box";
import "../../deals/components/deals.css";

/** Reads what to search from /search/:query, /search?q=… and /search?tags=a,b. */
export function readSearchInput(pathQuery: string | undefined, params: URLSearchParams) {
  const q = (pathQuery ?? params.get("q") ?? "").trim();
  const tags = (params.get("tags") ?? "")
    .split(",")
    .map((tag) => tag.trim())
    .filter((tag) => tag !== "");
  return { q, tags };
}

/** /search/:query and /search — results with filters, sort and pages; an empty state that helps. */
export function SearchPage() {
  usePageTitle("page.search.title");
  const { query } = useParams();
  const [params] = useSearchParams();
  const input = readSearchInput(query, params);
  const hasInput = input.q !== "" || input.tags.length > 0;
  const [state, update] = useListingState();
  const results = useSearchOffers(input, toListingQuery(state), hasInput);
  const label = input.q || input.tags.join(", ");

  return (
    <div className="page deals-page">
      <h1 id="search-title" className="deals-page__title">
        {hasInput ? (
          <FormattedMessage id="search.page.resultsFor" values={{ query: label }} />
        ) : (
          <FormattedMessage id="search.page.title" />
        )}
      </h1>
      {hasInput ? (
        <OfferListing
          headingId="search-title"
          query={results}
          state={state}
          onChange={update}
          source="search"
          defaultSort="search.sort.relevance"
          empty={
            <>
              <p>
                <FormattedMessage id="search.empty.body" values={{ query: label }} />
              </p>
              <div className="page-state__actions">
                <Link to="/deals" className="button button--primary">
                  <FormattedMessage id="deals.empty.browseAll" />
                </Link>
                <Link to="/search/inStore" className="button button--secondary">
                  <FormattedMessage id="search.empty.nearby" />
                </Link>
              </div>
            </>
          }
        />
      ) : (
        <div className="search-start">
          <SearchBox />
          <h2 id="search-browse" className="deals-page__subtitle">
            <FormattedMessage id="search.dialog.browse" />
          </h2>
          <CategoryGrid labelledBy="search-browse" />
        </div>
      )}
      <AdsPopup />
    </div>
  );
}
