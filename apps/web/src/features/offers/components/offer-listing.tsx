import type { OfferFilter } from "@spc/shared";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { FormattedMessage } from "../../../i18n/intl-lite";
import type { MessageId } from "../../../i18n/messages";
import type { OffersPage } from "../api/types";
import type { ListingState } from "../listing/listing-params";
import { ListingControls, type SubcategoryChip } from "./listing-controls";
import { OfferGrid } from "./offer-grid";
import { Pagination } from "./pagination";

/** A filtered, sorted, paginated listing: controls, result count, cards and page links. */
export function OfferListing({
  query,
  state,
  onChange,
  source,
  empty,
  subcategories,
  headingId,
  defaultSort,
  filters,
  inView,
}: {
  query: UseQueryResult<OffersPage>;
  state: ListingState;
  onChange: (change: Partial<ListingState>) => void;
  source: string;
  empty: ReactNode;
  subcategories?: readonly SubcategoryChip[];
  /** The id of the heading naming this listing (for the region's label). */
  headingId?: string;
  defaultSort?: MessageId;
  /** The filter toggles offered (all of spec §3 by default). */
  filters?: readonly OfferFilter[];
  /** False when other content fills the first screen (the grid's pictures then wait). */
  inView?: boolean;
}) {
  const page = query.data;
  return (
    <section className="offer-listing" aria-labelledby={headingId}>
      <ListingControls
        state={state}
        onChange={onChange}
        subcategories={subcategories}
        defaultSort={defaultSort}
        filters={filters}
      />
      <p className="offer-listing__count" role="status">
        {page && !query.isError && (
          <FormattedMessage id="offer.list.count" values={{ count: page.pagination.total }} />
        )}
      </p>
      <OfferGrid
        offers={page?.data}
        isPending={query.isPending}
        isError={query.isError}
        isRefreshing={query.isPlaceholderData}
        onRetry={() => query.refetch()}
        source={source}
        empty={empty}
        inView={inView}
      />
      {page && !query.isError && <Pagination pagination={page.pagination} />}
    </section>
  );
}
