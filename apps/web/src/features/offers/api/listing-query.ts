import { OFFERS_PAGE_SIZE, type OfferFilter, type OfferSort } from "@spc/shared";

/** What every paginated offers listing asks the API for. `page` is 1-based. */
export interface ListingQuery {
  page: number;
  sort: OfferSort | null;
  filters: readonly OfferFilter[];
  subcategories: readonly number[];
  postalCode?: string | null;
  distance?: number | null;
  /** Browser coordinates, the alternative to a postal code for the distance filter. */
  lat?: number | null;
  lon?: number | null;
}

export const FIRST_PAGE: ListingQuery = Object.freeze({
  page: 1,
  sort: null,
  filters: [],
  subcategories: [],
});

/** The spec §7 query parameters of a listing; defaults are left out so URLs stay cacheable. */
export function listingSearchParams(query: ListingQuery): URLSearchParams {
  const params = new URLSearchParams();
  params.set("current_page", String(query.page));
  params.set("page_size", String(OFFERS_PAGE_SIZE));
  if (query.sort) params.set("sort_by", query.sort);
  if (query.filters.length > 0) params.set("offer_filters", query.filters.join(","));
  if (query.subcategories.length > 0) {
    params.set("subcategory_filters", query.subcategories.join(","));
  }
  if (query.postalCode) params.set("postal_code", query.postalCode);
  if (query.distance) params.set("distance", String(query.distance));
  if (query.lat != null && query.lon != null) {
    params.set("lat", query.lat.toFixed(4));
    params.set("lon", query.lon.toFixed(4));
  }
  return params;
}

/** A stable query-key part for a listing query. */
export function listingKey(query: ListingQuery) {
  return listingSearchParams(query).toString();
}
