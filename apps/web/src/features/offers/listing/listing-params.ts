import type { OfferFilter, SortOption } from "@spc/shared";
import type { ListingQuery } from "../api/listing-query";
import {
  LISTING_FILTERS as OFFER_FILTERS,
  LISTING_SORTS as SORT_OPTIONS,
} from "./listing-vocabulary";

/*
 * Filters, sort and page of a listing live in the page URL, so a reload, a shared link and
 * back/forward all show the same list:
 *   ?filter=online,lto   offer filters of spec §3 (unknown values are dropped)
 *   &sub=4,5             subcategory ids (category pages)
 *   &sort=alphabetical   one of the four user sort options; absent = the default (views)
 *   &page=3              1-based; absent = 1
 * Every other parameter (q, source, offerID, …) is left untouched.
 */

export interface ListingState {
  filters: OfferFilter[];
  subcategories: number[];
  sort: SortOption | null;
  page: number;
}

const FILTER_PARAM = "filter";
const SUB_PARAM = "sub";
const SORT_PARAM = "sort";
const PAGE_PARAM = "page";

function list(value: string | null): string[] {
  return (value ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item !== "");
}

function isFilter(value: string): value is OfferFilter {
  return (OFFER_FILTERS as readonly string[]).includes(value);
}

function isSort(value: string | null): value is SortOption {
  return value !== null && (SORT_OPTIONS as readonly string[]).includes(value);
}

/** Reads a listing state from the URL, ignoring anything malformed. */
export function readListingState(params: URLSearchParams): ListingState {
  // Spec order, without duplicates, so ?filter=lto,online and ?filter=online,lto are one list.
  const chosen = new Set(list(params.get(FILTER_PARAM)).filter(isFilter));
  const subcategories = [
    ...new Set(
      list(params.get(SUB_PARAM))
        .map(Number)
        .filter((id) => Number.isInteger(id) && id > 0),
    ),
  ].sort((a, b) => a - b);
  const sort = params.get(SORT_PARAM);
  const page = Number(params.get(PAGE_PARAM));
  return {
    filters: OFFER_FILTERS.filter((filter) => chosen.has(filter)),
    subcategories,
    sort: isSort(sort) ? sort : null,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** Writes a listing state into a copy of `params`, leaving defaults out of the URL. */
export function writeListingState(params: URLSearchParams, state: ListingState): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) => {
    if (value === null || value === "") next.delete(key);
    else next.set(key, value);
  };
  set(FILTER_PARAM, OFFER_FILTERS.filter((f) => state.filters.includes(f)).join(","));
  set(SUB_PARAM, [...state.subcategories].sort((a, b) => a - b).join(","));
  set(SORT_PARAM, state.sort);
  set(PAGE_PARAM, state.page > 1 ? String(state.page) : null);
  return next;
}

/** A change of filters or sort starts again at page 1; a page change keeps the rest. */
export function applyListingChange(
  state: ListingState,
  change: Partial<ListingState>,
): ListingState {
  const next = { ...state, ...change };
  if (change.page === undefined) next.page = 1;
  return next;
}

/** The API query for a listing state. */
export function toListingQuery(state: ListingState): ListingQuery {
  return {
    page: state.page,
    sort: state.sort,
    filters: state.filters,
    subcategories: state.subcategories,
  };
}
