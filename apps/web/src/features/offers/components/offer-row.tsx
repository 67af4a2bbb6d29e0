import { type ReactNode, startTransition, useDeferredValue, useEffect, useState } from "react";
import { Link } from "react-router";
import { FormattedMessage } from "../../../i18n/intl-lite";
import { viewportWidth } from "../../../lib/viewport";
import type { OfferCardData } from "../api/types";
import { useNearViewport } from "../use-near-viewport";
import { useNow } from "../use-now";
import { OfferCard, OfferCardSkeletons } from "./offer-card";
import "./offers.css";

// Cards of a row a wide screen shows side by side (72rem page, 14–16rem cards).
const CARDS_IN_VIEW = 5;
// A card's narrowest width (14rem at the default 16px root size), for the cards a screen shows.
const CARD_MIN_WIDTH_PX = 224;

/** How many of a row's cards the screen shows side by side (two on a phone, five at most). */
function cardsInView(): number {
  return Math.min(CARDS_IN_VIEW, Math.ceil(viewportWidth() / CARD_MIN_WIDTH_PX));
}

/**
 * A titled, horizontally scrolling row of offers with a "See all" link. Secondary content: it
 * shows skeletons while loading and disappears when empty or failed.
 */
export function OfferRow({
  id,
  title,
  offers: arrived,
  isPending,
  seeAll,
  source,
  first = false,
  deferred = false,
  onNear,
}: {
  id: string;
  title: ReactNode;
  offers: readonly OfferCardData[] | undefined;
  isPending: boolean;
  seeAll?: string;
  source: string;
  /** The page's first row: the pictures in view load at once, the first one with priority. */
  first?: boolean;
  /** A row below the fold: its cards render (skeletons until then) once it nears the screen. */
  deferred?: boolean;
  /** Called once the row is near the screen (at once unless `deferred`): time to fetch its cards. */
  onNear?: () => void;
}) {
  const now = useNow();
  const [near, nearRef] = useNearViewport<HTMLElement>(deferred);
  useEffect(() => {
    if (near) onNear?.();
  }, [near, onNear]);
  // Cards arriving render as a transition, in slices, the first row's too: the data lands in
  // one synchronous store update (TanStack Query), which should not carry card renders.
  const later = useDeferredValue(arrived);
  // A row renders only the cards the screen shows side by side; the rest, off to the side, once
  // someone reaches into the row (scrolls it, focuses a card, points at it). A dozen rows of a
  // dozen cards each laid out and painted while the page loads were most of a phone's long
  // tasks after the first screen (issue 4, total blocking time). The cards left out sit beyond
  // the visible ones, so nothing on screen moves when they arrive; "See all" lists them all.
  const [whole, setWhole] = useState(false);
  const showWhole = () => {
    if (!whole) startTransition(() => setWhole(true));
  };
  const offers = whole ? later : later?.slice(0, cardsInView());
  if (!isPending && (!arrived || arrived.length === 0)) return null;
  const headingId = `${id}-title`;
  return (
    <section ref={nearRef} className="deals-section" aria-labelledby={headingId}>
      <div className="deals-section__header">
        <h2 id={headingId}>{title}</h2>
        {seeAll && (
          <Link to={seeAll} className="deals-section__more" aria-describedby={headingId}>
            <FormattedMessage id="deals.section.seeAll" />
          </Link>
        )}
      </div>
      {isPending || !offers || !near ? (
        // As many skeletons as the screen shows side by side; still until the row comes near.
        <div className={near ? "offer-row" : "offer-row offer-row--waiting"} aria-hidden="true">
          <OfferCardSkeletons count={cardsInView()} />
        </div>
      ) : (
        <ul
          className="offer-row"
          onScroll={showWhole}
          onFocus={showWhole}
          onPointerEnter={showWhole}
          onTouchStart={showWhole}
        >
          {offers.map((offer, index) => (
            <li key={offer.offer_id}>
              <OfferCard
                offer={offer}
                source={source}
                now={now}
                eager={first && index < 2}
                priority={first && index === 0}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
