import type { OfferFilter, OfferSort } from "@spc/shared";
import type { Db } from "../../../db/client";
import { geocodeError } from "../location";
import { type CatalogueCache, catalogueCacheFor } from "./cache";
import type { ListingFilter } from "./listing";
import type { NearbyOffer, OfferLocator } from "./location";

/** What every catalogue route needs. */
export interface CatalogueContext {
  db: Db;
  cache: CatalogueCache;
  locator: OfferLocator;
}

export function catalogueContext(db: Db, locator: OfferLocator) {
  return { db, cache: catalogueCacheFor(db), locator } satisfies CatalogueContext;
}

/** The listing parameters shared by the summary and category endpoints, once parsed. */
export interface ListingQuery {
  current_page: number;
  page_size: number;
  sort_by: OfferSort;
  offer_filters: OfferFilter[];
  subcategory_filters: number[];
  postal_code?: string | undefined;
  distance?: number | undefined;
  lat?: number | undefined;
  lon?: number | undefined;
}

/** Where a location filter is centred, normalized so equal places share one cache entry. */
type Place = { postal: string } | { lat: number; lon: number };

/**
 * The location filter of a listing, if any: `distance` plus a postal code (wins) or lat/lon.
 * lat/lon are rounded to 3 decimals (≈ 100 m) so nearby callers share a cache entry.
 */
export function placeOf(query: ListingQuery): { place: Place; distanceKm: number } | undefined {
  if (query.distance === undefined) return undefined;
  if (query.postal_code) {
    return {
      place: { postal: query.postal_code.replace(/\s+/g, "").toUpperCase() },
      distanceKm: query.distance,
    };
  }
  if (query.lat !== undefined && query.lon !== undefined) {
    const round = (value: number) => Math.round(value * 1000) / 1000;
    return { place: { lat: round(query.lat), lon: round(query.lon) }, distanceKm: query.distance };
  }
  throw geocodeError("noPostalCode");
}

export async function nearbyOffers(
  context: CatalogueContext,
  location: { place: Place; distanceKm: number },
): Promise<NearbyOffer[]> {
  const { place, distanceKm } = location;
  const point = "postal" in place ? await context.locator.resolvePostalCode(place.postal) : place;
  if (!point) throw geocodeError("notResolved");
  return context.locator.findOfferIdsNear(context.db, {
    lat: point.lat,
    lon: point.lon,
    distanceKm,
  });
}

/** A stable cache key of a listing query (filters sorted and deduplicated, uid dropped). */
export function listingKey(scope: string, query: ListingQuery, extra: unknown[] = []): string {
  return JSON.stringify([
    scope,
    query.current_page,
    query.page_size,
    query.sort_by,
    [...new Set(query.offer_filters)].sort(),
    [...new Set(query.subcategory_filters)].sort((a, b) => a - b),
    placeOf(query) ?? null,
    ...extra,
  ]);
}

export function listingFilterOf(query: ListingQuery, base: ListingFilter = {}): ListingFilter {
  return {
    ...base,
    offerFilters: [...(base.offerFilters ?? []), ...query.offer_filters],
    subcategoryIds: query.subcategory_filters,
  };
}

export function pagination(query: ListingQuery, total: number) {
  return {
    current_page: query.current_page,
    page_size: query.page_size,
    total,
    total_pages: Math.ceil(total / query.page_size),
  };
}
