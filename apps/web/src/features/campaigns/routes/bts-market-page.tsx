import { ButtonLink } from "../../../components/button/button-link";
import { FormattedDate, FormattedMessage } from "../../../i18n/intl-lite";
import { useLanguage } from "../../../i18n/language-store";
import { queryClient } from "../../../lib/query-client";
import { ContentMarkdown } from "../../content";
import { OfferGrid } from "../../offers";
import { PageHeading, pageCopyQueryOptions } from "../../page-copy";
import { btsMarketQueryOptions, useBtsMarketOffers } from "../api/get-bts-market";
import "./campaigns.css";

/** Starts the page's reads with its chunk, without waiting. */
export function btsMarketLoader(): null {
  void queryClient.prefetchQuery(btsMarketQueryOptions());
  void queryClient.prefetchQuery(pageCopyQueryOptions("bts-market-landing"));
  return null;
}

/**
 * /bts-market-landing (spec §2.2): the back-to-school marketplace — the running campaign's title,
 * terms and closing date, then its offers as the deals pages' cards. Outside the campaign the
 * page says the market is closed and points to every deal.
 */
export function BtsMarketPage() {
  const language = useLanguage();
  const market = useBtsMarketOffers();
  const campaign = market.data?.campaign ?? null;
  return (
    <div className="page campaign-page">
      <PageHeading slug="bts-market-landing" title="page.btsMarket.title" />
      {campaign && (
        <section className="campaign-banner" aria-labelledby="campaign-title">
          <h2 id="campaign-title">{campaign[`title_${language}`]}</h2>
          <p className="campaign-banner__dates">
            <FormattedMessage
              id="campaigns.bts.until"
              values={{
                date: <FormattedDate value={campaign.ends_at} dateStyle="long" />,
              }}
            />
          </p>
          <ContentMarkdown className="campaign-banner__body">
            {campaign[`body_${language}`]}
          </ContentMarkdown>
        </section>
      )}
      <h2 className="campaign-page__offers-title">
        <FormattedMessage id="campaigns.bts.offers" />
      </h2>
      <OfferGrid
        offers={market.data?.data}
        isPending={market.isPending}
        isError={market.isError}
        onRetry={() => market.refetch()}
        source="collection"
        empty={
          <>
            <p>
              <FormattedMessage id={campaign ? "campaigns.bts.empty" : "campaigns.bts.closed"} />
            </p>
            <ButtonLink to="/deals" variant="primary">
              <FormattedMessage id="campaigns.seeAllDeals" />
            </ButtonLink>
          </>
        }
      />
    </div>
  );
}
