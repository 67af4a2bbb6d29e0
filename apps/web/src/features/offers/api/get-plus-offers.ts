import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { offersKeys } from "./keys";
import { type ListingQuery, listingSearchParams } from "./listing-query";
import type { OffersPage } from "./types";

/** GET /api/offers/v4/offers/summary — the SPC+ (premium) offers, listed for everyone as teasers. */
export function getPlusOffers(query: ListingQuery, signal?: AbortSignal) {
  return apiRequest<OffersPage>(`/api/offers/v4/offers/summary?${listingSearchParams(query)}`, {
    signal,
  });
}

export const plusOffersQueryOptions = (query: ListingQuery) =>
  queryOptions({
    queryKey: offersKeys.plus(query),
    queryFn: ({ signal }) => getPlusOffers(query, signal),
    placeholderData: keepPreviousData,
  });

export function usePlusOffers(query: ListingQuery, enabled = true) {
  return useQuery({ ...plusOffersQueryOptions(query), enabled });
}
