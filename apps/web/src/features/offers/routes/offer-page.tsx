import { type ReactNode, useEffect } from "react";
import {
  Link,
  type LoaderFunctionArgs,
  useNavigate,
  useParams,
  useSearchParams,
} from "react-router";
import { Card } from "../../../components/card/card";
import { FormattedMessage } from "../../../i18n/intl-lite";
import { useLanguage } from "../../../i18n/language-store";
import type { MessageId } from "../../../i18n/messages";
import { usePageTitleText } from "../../../i18n/use-page-title";
import { queryClient } from "../../../lib/query-client";
import type { ViewerStatus } from "../../session";
import { offerFetchState, offerQueryOptions, useOffer } from "../api/get-offer";
import { useOfferPartnerOffers } from "../api/get-offer-partner-offers";
import { useRelatedOffers } from "../api/get-related-offers";
import type { OfferDetailData } from "../api/types";
import { OfferAction } from "../components/offer-action";
import { OfferDetail } from "../components/offer-detail";
import { OfferRow } from "../components/offer-row";
import { OfferDelisted, OfferGone, OfferLoadError } from "../components/offer-states";
import { RevealButton, revealLabel } from "../components/reveal-button";
import { offerPath } from "../offer-path";
import { type RevealDecision, revealDecision } from "../reveal/reveal-decision";
import { useNow } from "../use-now";
import { useWanted } from "../use-wanted";
import "../components/offer-page.css";

/**
 * The route's loader (page-table.ts): starts reading the offer the address names into the cache
 * while the router finishes the navigation, so the first render usually shows it instead of a
 * skeleton followed by a second render (issue 4, LCP). The HTML preloads the same answer on a
 * first visit. It does not wait for the answer: a click from a listing changes page at once and
 * the page's own skeleton covers a slow read; a failure is left to the page, which reports it.
 */
export function offerLoader({ params }: LoaderFunctionArgs): null {
  if (params.id) void queryClient.prefetchQuery(offerQueryOptions(params.id));
  return null;
}

/** /deals/:partnerName/offer/:id — one offer with its partner, legal text and neighbours. */
export function OfferPage() {
  const { partnerName = "", id = "" } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const language = useLanguage();
  const now = useNow();
  const offerQuery = useOffer(id);
  const detail = offerQuery.data;
  // The rows under the offer read their cards once they come near the screen (below the
  // fold on a phone; a frame after the offer on a wide screen).
  const [partnerRowWanted, wantPartnerRow] = useWanted(false);
  const [relatedRowWanted, wantRelatedRow] = useWanted(false);
  const partnerOffers = useOfferPartnerOffers(id, Boolean(detail) && partnerRowWanted);
  const related = useRelatedOffers(id, Boolean(detail) && relatedRowWanted);

  // The partner segment is only decoration: a stale or wrong one moves to the canonical URL.
  const canonicalPartner = detail?.partner.url_name;
  useEffect(() => {
    if (canonicalPartner && canonicalPartner !== partnerName) {
      navigate(offerPath(id, canonicalPartner, params.get("source")), { replace: true });
    }
  }, [canonicalPartner, partnerName, id, params, navigate]);

  // The offer's own title (its heading) names the tab once it is known.
  const title = detail ? (language === "fr" ? detail.offer.title_fr : detail.offer.title_en) : null;
  usePageTitleText(title, "page.offer.title");

  if (offerQuery.isPending) return <OfferSkeleton />;
  if (offerQuery.isError || !detail) {
    const state = offerFetchState(offerQuery.error);
    if (state === "delisted") return <OfferDelisted partnerUrlName={partnerName} />;
    if (state === "gone") return <OfferGone />;
    return <OfferLoadError onRetry={() => offerQuery.refetch()} />;
  }

  const { offer, partner } = detail;
  const fr = language === "fr";
  const others = partnerOffers.data?.data.filter((card) => card.offer_id !== offer.offer_id);

  return (
    <div className="page offer-page">
      <nav className="offer-page__back">
        <Link to="/deals">
          <FormattedMessage id="offer.page.back" />
        </Link>
      </nav>
      <OfferDetail
        detail={detail}
        fr={fr}
        now={now}
        cta={
          <>
            <RevealButton offer={offer} partnerName={partner.partner_name} />
            <OfferAction
              offerId={offer.offer_id}
              offerName={fr ? offer.title_fr : offer.title_en}
              size="page"
            />
          </>
        }
      />
      <OfferRow
        id="offer-partner-offers"
        title={
          <FormattedMessage
            id="offer.page.partnerOffers"
            values={{ partner: partner.partner_name }}
          />
        }
        offers={others}
        isPending={partnerOffers.isPending}
        source="partner"
        deferred
        onNear={wantPartnerRow}
      />
      <OfferRow
        id="offer-related"
        title={<FormattedMessage id="offer.page.related" />}
        offers={related.data?.data}
        isPending={related.isPending}
        source="deals"
        deferred
        onNear={wantRelatedRow}
      />
    </div>
  );
}

/** What the back office's preview shows for the call to action, by viewer. */
export interface OfferPreviewCardProps {
  detail: OfferDetailData;
  fr: boolean;
  now: Date;
  viewer: ViewerStatus;
  /** The call to action as the viewer meets it: its label and what pressing it does. */
  renderCta: (label: MessageId, decision: RevealDecision) => ReactNode;
}

/**
 * The offer page's card for the back office's preview (GET /api/admin/offers/{id}/preview),
 * with the page's own label and reveal decision for the viewer. It lives in this module so the
 * preview loads the offer page's chunk (offer-preview.ts) instead of splitting it.
 */
export function OfferPreviewCard({ detail, fr, now, viewer, renderCta }: OfferPreviewCardProps) {
  const decision = revealDecision(viewer, detail.offer);
  return (
    <OfferDetail
      detail={detail}
      fr={fr}
      now={now}
      cta={renderCta(revealLabel(detail.offer), decision)}
    />
  );
}

function OfferSkeleton() {
  return (
    <div className="page offer-page" aria-busy="true">
      <p className="visually-hidden" role="status">
        <FormattedMessage id="offer.page.loading" />
      </p>
      <Card as="div" className="offer-detail" aria-hidden="true">
        <div className="offer-detail__media">
          <div className="offer-image skeleton" />
        </div>
        <div className="offer-detail__main">
          <div className="skeleton skeleton--line skeleton--short" />
          <div className="skeleton skeleton--line skeleton--title" />
          <div className="skeleton skeleton--line skeleton--medium" />
          <div className="skeleton skeleton--line" />
        </div>
      </Card>
    </div>
  );
}
