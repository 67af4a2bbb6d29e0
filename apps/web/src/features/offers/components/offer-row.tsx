import { type ReactNode, useDeferredValue } from "react";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import type { OfferCardData } from "../api/types";
import { useNearViewport } from "../use-near-viewport";
import { useNow } from "../use-now";
import { OfferCard, OfferCardSkeleton } from "./offer-card";
import "./offers.css";

// Cards of a row a wide screen shows side by side (72rem page, 14–16rem cards).
const CARDS_IN_VIEW = 5;

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
}) {
  const now = useNow();
  const [near, nearRef] = useNearViewport<HTMLElement>(deferred);
  // Cards arriving render as a transition, in slices (no long task). The first row shows the
  // cards a wide screen holds at once (its first picture is the page's largest paint) and the
  // rest with the transition.
  const later = useDeferredValue(arrived);
  const offers = later === arrived || !first ? later : arrived?.slice(0, CARDS_IN_VIEW);
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
        <div className="offer-row" aria-hidden="true">
          {[0, 1, 2, 3].map((index) => (
            <OfferCardSkeleton key={index} />
          ))}
        </div>
      ) : (
        <ul className="offer-row">
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
