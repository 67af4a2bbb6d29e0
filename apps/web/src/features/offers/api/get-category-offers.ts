import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { offersKeys } from "./keys";
import { type ListingQuery, listingSearchParams } from "./listing-query";
import type { CategoryOffersPage } from "./types";

/** GET /api/offers/v4/offers/category/{id or url_name} — one category's offers (sort default views). */
export function getCategoryOffers(category: string, query: ListingQuery, signal?: AbortSignal) {
  const path = `/api/offers/v4/offers/category/${encodeURIComponent(category)}`;
  return apiRequest<CategoryOffersPage>(`${path}?${listingSearchParams(query)}`, { signal });
}

export const categoryOffersQueryOptions = (category: string, query: ListingQuery) =>
  queryOptions({
    queryKey: offersKeys.category(category, query),
    queryFn: ({ signal }) => getCategoryOffers(category, query, signal),
    placeholderData: keepPreviousData,
  });

export function useCategoryOffers(category: string, query: ListingQuery) {
  return useQuery(categoryOffersQueryOptions(category, query));
}
