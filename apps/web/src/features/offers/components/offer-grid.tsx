import { type ReactNode, useDeferredValue } from "react";
import { Button } from "../../../components/button/button";
import { FormattedMessage } from "../../../i18n/intl-lite";
import type { OfferCardData } from "../api/types";
import { useNearViewport } from "../use-near-viewport";
import { useNow } from "../use-now";
import { OfferCard, OfferCardSkeleton, OfferCardSkeletons } from "./offer-card";
import "./offers.css";

export interface OfferGridProps {
  offers: readonly OfferCardData[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  /** Where the cards link from, carried as `?source=` (spec §3 page sources). */
  source: string;
  /** Shown when the list is empty: a sentence and a helpful action. */
  empty: ReactNode;
  /** Number of skeleton cards while loading. */
  skeletons?: number;
  /** Whether new data is on its way for a list already shown (page, filter change). */
  isRefreshing?: boolean;
  /**
   * Whether the grid starts in view (default true): its first pictures load at once. When false
   * (rows fill /deals' first screens), its cards render only once it comes near the screen.
   */
  inView?: boolean;
}

/** A list of offer cards with its loading, error and empty states. */
export function OfferGrid(props: OfferGridProps) {
  const now = useNow();
  const { source } = props;
  // A page of cards arriving renders as a transition, in slices between which the browser stays
  // responsive (one long task per page of 24 cards otherwise; Lighthouse total blocking time).
  const offers = useDeferredValue(props.offers);
  const [near, nearRef] = useNearViewport<HTMLElement>(props.inView === false);

  if (!near && offers && offers.length > 0 && !props.isError) {
    return (
      <div ref={nearRef} className="offer-grid offer-grid--waiting" aria-hidden="true">
        {offers.map((offer) => (
          <OfferCardSkeleton key={offer.offer_id} />
        ))}
      </div>
    );
  }
  if (props.isPending || (props.offers && !offers)) {
    return (
      <div ref={nearRef} className="offer-grid" aria-busy="true">
        <p className="visually-hidden" role="status">
          <FormattedMessage id="offer.list.loading" />
        </p>
        <OfferCardSkeletons count={props.skeletons ?? 8} />
      </div>
    );
  }
  if (props.isError || !offers) {
    return (
      <div className="offer-list-state" role="alert">
        <p>
          <FormattedMessage id="offer.list.error" />
        </p>
        <Button type="button" variant="secondary" onClick={props.onRetry}>
          <FormattedMessage id="common.retry" />
        </Button>
      </div>
    );
  }
  if (offers.length === 0) return <div className="offer-list-state">{props.empty}</div>;
  return (
    <ul className="offer-grid" aria-busy={props.isRefreshing ? "true" : undefined}>
      {offers.map((offer, index) => (
        <li key={offer.offer_id}>
          <OfferCard
            offer={offer}
            source={source}
            now={now}
            eager={(props.inView ?? true) && index < 2}
          />
        </li>
      ))}
    </ul>
  );
}
