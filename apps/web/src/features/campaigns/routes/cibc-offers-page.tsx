import { ButtonLink } from "../../../components/button/button-link";
import { FormattedMessage } from "../../../i18n/intl-lite";
import { useLanguage } from "../../../i18n/language-store";
import { queryClient } from "../../../lib/query-client";
import { ContentMarkdown } from "../../content";
import {
  FIRST_PAGE,
  FilteredEmpty,
  OfferListing,
  plusOffersQueryOptions,
  toListingQuery,
  useListingState,
  usePlusOffers,
} from "../../offers";
import { PageHeading, pageCopyQueryOptions, usePageCopy } from "../../page-copy";
import "./campaigns.css";

/** Starts the page's reads with its chunk (the first page of SPC+ offers, the page's row). */
export function cibcOffersLoader({ request }: { request: Request }): null {
  if (new URL(request.url).search === "") {
    void queryClient.prefetchQuery(plusOffersQueryOptions(FIRST_PAGE));
  }
  void queryClient.prefetchQuery(pageCopyQueryOptions("cibc-offers"));
  return null;
}

/**
 * /cibc/offers (spec §2.2): the bank's plus offers — the SPC+ offers that the bank's student
 * clients get free — listed with the deals pages' cards, filters and pages, under the page's row
 * (heading, lead and the bank's conditions) and a way back to the bank's page.
 */
export function CibcOffersPage() {
  const language = useLanguage();
  const copy = usePageCopy("cibc-offers");
  const [state, update] = useListingState();
  const offers = usePlusOffers(toListingQuery(state));
  const note = copy.data?.[`body_${language}`];
  return (
    <div className="page campaign-page">
      <PageHeading slug="cibc-offers" title="page.cibcOffers.title" id="cibc-offers-title" />
      <div className="campaign-banner campaign-banner--bank">
        {note && <ContentMarkdown className="campaign-banner__body">{note}</ContentMarkdown>}
        <ButtonLink to="/cibc" variant="secondary">
          <FormattedMessage id="campaigns.cibc.back" />
        </ButtonLink>
      </div>
      <OfferListing
        headingId="cibc-offers-title"
        query={offers}
        state={state}
        onChange={update}
        source="spc_plus"
        empty={
          <FilteredEmpty
            message="campaigns.cibc.empty"
            clearLabel="campaigns.cibc.clearFilters"
            clearTo="/cibc/offers"
          />
        }
      />
    </div>
  );
}
