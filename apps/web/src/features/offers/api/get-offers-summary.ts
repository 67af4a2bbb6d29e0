import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { offersKeys } from "./keys";
import { type ListingQuery, listingSearchParams } from "./listing-query";
import type { OffersPage } from "./types";

/** GET /api/offers/v5/offers/summary — the paginated catalogue of /deals. */
export function getOffersSummary(query: ListingQuery, signal?: AbortSignal) {
  return apiRequest<OffersPage>(`/api/offers/v5/offers/summary?${listingSearchParams(query)}`, {
    signal,
  });
}

export const offersSummaryQueryOptions = (query: ListingQuery) =>
  queryOptions({
    queryKey: offersKeys.summary(query),
    queryFn: ({ signal }) => getOffersSummary(query, signal),
    placeholderData: keepPreviousData,
  });

export function useOffersSummary(query: ListingQuery, enabled = true) {
  return useQuery({ ...offersSummaryQueryOptions(query), enabled });
}
