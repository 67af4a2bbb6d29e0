import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import type { OffersList } from "../../offers";
import { dealsKeys } from "./keys";
import { SECTIONS_STALE_MS } from "./sections-stale";

/** GET /api/offers/v2/trendingOffers — most viewed offers; `full` asks for the long list. */
export function getTrendingOffers(full: boolean, signal?: AbortSignal) {
  return apiRequest<OffersList>(`/api/offers/v2/trendingOffers${full ? "?full=true" : ""}`, {
    signal,
  });
}
export const trendingOffersQueryOptions = (full = false) =>
  queryOptions({
    queryKey: dealsKeys.trending(full),
    queryFn: ({ signal }) => getTrendingOffers(full, signal),
    staleTime: SECTIONS_STALE_MS,
  });
export const useTrendingOffers = (enabled = true, full = false) =>
  useQuery({ ...trendingOffersQueryOptions(full), enabled });
