import type { OfferFilter, SortOption } from "@spc/shared";
import { useId } from "react";
import { FormattedMessage, useIntl } from "../../../i18n/intl-lite";
import type { MessageId } from "../../../i18n/messages";
import type { ListingState } from "../listing/listing-params";
import {
  LISTING_FILTERS as OFFER_FILTERS,
  LISTING_SORTS as SORT_OPTIONS,
} from "../listing/listing-vocabulary";

const FILTER_LABELS: Record<OfferFilter, MessageId> = {
  online: "offer.filter.online",
  instore: "offer.filter.instore",
  spc_plus: "offer.filter.spcPlus",
  lto: "offer.filter.lto",
  new: "offer.filter.new",
};

const SORT_LABELS: Record<SortOption, MessageId> = {
  most_redeemed: "offer.sort.mostRedeemed",
  highest_discount: "offer.sort.highestDiscount",
  alphabetical: "offer.sort.alphabetical",
  new: "offer.sort.new",
};

export interface SubcategoryChip {
  id: number;
  label: string;
}

/** Filter toggles, optional subcategory toggles and the sort menu of a listing. */
export function ListingControls({
  state,
  onChange,
  subcategories = [],
  filters = OFFER_FILTERS,
  defaultSort = "offer.sort.popular",
}: {
  state: ListingState;
  onChange: (change: Partial<ListingState>) => void;
  subcategories?: readonly SubcategoryChip[];
  filters?: readonly OfferFilter[];
  /** The name of the server's default order: popularity (views), or relevance for a search. */
  defaultSort?: MessageId;
}) {
  const intl = useIntl();
  const sortId = useId();
  const toggle = <T,>(list: readonly T[], item: T) =>
    list.includes(item) ? list.filter((x) => x !== item) : [...list, item];

  return (
    <div className="listing-controls">
      <fieldset className="listing-controls__chips">
        <legend className="visually-hidden">
          <FormattedMessage id="offer.filter.legend" />
        </legend>
        {filters.map((filter) => (
          <button
            key={filter}
            type="button"
            className="filter-chip"
            aria-pressed={state.filters.includes(filter)}
            onClick={() => onChange({ filters: toggle(state.filters, filter) })}
          >
            {intl.formatMessage({ id: FILTER_LABELS[filter] })}
          </button>
        ))}
        {subcategories.map((sub) => (
          <button
            key={sub.id}
            type="button"
            className="filter-chip filter-chip--sub"
            aria-pressed={state.subcategories.includes(sub.id)}
            onClick={() => onChange({ subcategories: toggle(state.subcategories, sub.id) })}
          >
            {sub.label}
          </button>
        ))}
      </fieldset>
      <div className="listing-controls__sort">
        <label htmlFor={sortId}>
          <FormattedMessage id="offer.sort.label" />
        </label>
        <select
          id={sortId}
          value={state.sort ?? ""}
          onChange={(event) =>
            onChange({ sort: (event.target.value || null) as SortOption | null })
          }
        >
          <option value="">{intl.formatMessage({ id: defaultSort })}</option>
          {SORT_OPTIONS.map((sort) => (
            <option key={sort} value={sort}>
              {intl.formatMessage({ id: SORT_LABELS[sort] })}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
