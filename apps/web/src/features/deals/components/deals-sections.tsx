import type { ThemeSection } from "@spc/shared";
import { memo, useDeferredValue } from "react";
import { FormattedMessage } from "../../../i18n/intl-lite";
import { useLanguage } from "../../../i18n/language-store";
import {
  FIRST_PAGE,
  OfferCardSkeletons,
  OfferRow,
  useOffersSummary,
  usePlusOffers,
  useWanted,
} from "../../offers";
import { useCollections } from "../api/get-collections";
import { useLimitedTimeOffers } from "../api/get-limited-time-offers";
import { useThemeOrder } from "../api/get-theme-order";
import { useTrendingOffers } from "../api/get-trending-offers";
import { FALLBACK_SECTIONS } from "../first-row";

/**
 * The rows above the /deals grid, in the order the server's theme gives (spec §7 /theme/order).
 * Memoised: the page re-renders when its grid's data arrives, and the rows need not (issue 4:
 * every arrival is a synchronous render, TanStack Query's store updates cannot be transitions).
 */
export const DealsSections = memo(function DealsSections({
  firstScreenOnly = false,
}: {
  /** Only the rows of the first screen (the page renders the rest once it has painted). */
  firstScreenOnly?: boolean;
}) {
  const order = useThemeOrder();
  // The rows mount in a transition, in slices, rather than in the task the order arrives in.
  const answer = useDeferredValue(order.data);
  // Hold the room of two rows while the order loads, so the grid below does not jump as much.
  if (order.isPending || (order.data && !answer)) return <SectionSkeletons />;
  const sections = answer?.data.length ? answer.data : FALLBACK_SECTIONS;
  return (
    <>
      {(firstScreenOnly ? sections.slice(0, FIRST_SCREEN_ROWS) : sections).map((section, index) => (
        <Section key={section.key} section={section} rank={index} />
      ))}
    </>
  );
});

// The rows a first screen shows (a phone's, a laptop's): the first row and the top of the second.
const FIRST_SCREEN_ROWS = 2;

interface RowProps {
  /** The row's place on the page: 0 is first (its first pictures load at once). */
  rank: number;
}

/**
 * OfferRow's props for the row at `rank`: the first row renders its cards at once (its first
 * picture is the phone's largest paint); the others when they come near the screen, which the
 * ones just below the first learn a frame later.
 */
function placement(rank: number) {
  return { first: rank === 0, deferred: rank > 0 };
}

function Section({ section, rank }: { section: ThemeSection } & RowProps) {
  switch (section.type) {
    case "limited_time":
      return <LimitedTimeRow rank={rank} />;
    case "trending":
      return <TrendingRow rank={rank} />;
    case "spc_plus":
      return <PlusRow rank={rank} />;
    case "new_offers":
      return <NewRow rank={rank} />;
    case "collection":
      return <CollectionRows only={section.collection_id} rank={rank} />;
  }
}

function LimitedTimeRow({ rank }: RowProps) {
  const [wanted, want] = useWanted(rank === 0);
  const query = useLimitedTimeOffers(wanted);
  return (
    <OfferRow
      id="deals-limited"
      title={<FormattedMessage id="deals.section.limitedTime" />}
      offers={query.data?.data}
      isPending={query.isPending}
      seeAll="/deals?filter=lto"
      source="limited_time"
      onNear={want}
      {...placement(rank)}
    />
  );
}

function TrendingRow({ rank }: RowProps) {
  const [wanted, want] = useWanted(rank === 0);
  const query = useTrendingOffers(wanted);
  return (
    <OfferRow
      id="deals-trending"
      title={<FormattedMessage id="deals.section.trending" />}
      offers={query.data?.data}
      isPending={query.isPending}
      seeAll="/trending"
      source="trending"
      onNear={want}
      {...placement(rank)}
    />
  );
}

function PlusRow({ rank }: RowProps) {
  const [wanted, want] = useWanted(rank === 0);
  const query = usePlusOffers(FIRST_PAGE, wanted);
  return (
    <OfferRow
      id="deals-plus"
      title={<FormattedMessage id="deals.section.spcPlus" />}
      offers={query.data?.data}
      isPending={query.isPending}
      seeAll="/plus-offers"
      source="spc_plus"
      onNear={want}
      {...placement(rank)}
    />
  );
}

function NewRow({ rank }: RowProps) {
  const [wanted, want] = useWanted(rank === 0);
  const query = useOffersSummary({ ...FIRST_PAGE, filters: ["new"] }, wanted);
  return (
    <OfferRow
      id="deals-new"
      title={<FormattedMessage id="deals.section.new" />}
      offers={query.data?.data}
      isPending={query.isPending}
      seeAll="/deals?filter=new"
      source="deals"
      onNear={want}
      {...placement(rank)}
    />
  );
}

/** One collection row, or every collection when the theme names none. */
function CollectionRows({ only, rank }: { only: number | null } & RowProps) {
  const language = useLanguage();
  const [wanted, want] = useWanted(rank === 0);
  const query = useCollections(wanted);
  // Every collection's row mounts at once: in a transition, not in the task the data lands in.
  const answer = useDeferredValue(query.data);
  const collections = (answer?.data ?? []).filter(
    (collection) => only === null || collection.id === only,
  );
  if (query.isPending || (query.data && !answer)) {
    return (
      <OfferRow
        id="deals-collection"
        title={<FormattedMessage id="page.weeklyDeals.title" />}
        offers={undefined}
        isPending
        source="collection"
        onNear={want}
        {...placement(rank)}
      />
    );
  }
  return (
    <>
      {collections.map((collection, index) => (
        <OfferRow
          key={collection.id}
          id={`deals-collection-${collection.id}`}
          title={language === "fr" ? collection.name_fr : collection.name_en}
          offers={collection.offers}
          isPending={false}
          seeAll={`/weekly-deals/${collection.id}`}
          source="collection"
          {...placement(rank + index)}
        />
      ))}
    </>
  );
}

function SectionSkeletons() {
  return (
    <div aria-hidden="true">
      {[0, 1].map((row) => (
        <div key={row} className="deals-section">
          <div className="deals-section__header">
            <div className="skeleton skeleton--line skeleton--short" />
          </div>
          <div className="offer-row">
            <OfferCardSkeletons count={4} />
          </div>
        </div>
      ))}
    </div>
  );
}
