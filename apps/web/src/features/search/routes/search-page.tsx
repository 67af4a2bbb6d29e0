import { useParams, useSearchParams } from "react-router";
import { ButtonLink } from "../../../components/button/button-link";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import { usePageTitleText } from "../../../i18n/use-page-title";
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
  const { query } = useParams();
  const [params] = useSearchParams();
  const input = readSearchInput(query, params);
  const hasInput = input.q !== "" || input.tags.length > 0;
  const [state, update] = useListingState();
  const results = useSearchOffers(input, toListingQuery(state), hasInput);
  const label = input.q || input.tags.join(", ");
  const intl = useIntl();
  const heading = hasInput
    ? intl.formatMessage({ id: "search.page.resultsFor" }, { query: label })
    : null;
  usePageTitleText(heading, "page.search.title");

  return (
    <div className="page deals-page">
      <h1 id="search-title" className="deals-page__title">
        {heading ?? <FormattedMessage id="page.search.title" />}
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
                <ButtonLink to="/deals" variant="primary">
                  <FormattedMessage id="deals.empty.browseAll" />
                </ButtonLink>
                <ButtonLink to="/search/inStore" variant="secondary">
                  <FormattedMessage id="search.empty.nearby" />
                </ButtonLink>
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
