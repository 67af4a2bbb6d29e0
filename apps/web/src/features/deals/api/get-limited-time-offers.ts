import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import type { OffersList } from "../../offers";
import { dealsKeys } from "./keys";
import { SECTIONS_STALE_MS } from "./sections-stale";

/** GET /api/offers/v4/limitedTimeOffers — offers inside their limited-time window. */
export function getLimitedTimeOffers(signal?: AbortSignal) {
  return apiRequest<OffersList>("/api/offers/v4/limitedTimeOffers", { signal });
}
export const limitedTimeOffersQueryOptions = () =>
  queryOptions({
    queryKey: dealsKeys.limitedTime(),
    queryFn: ({ signal }) => getLimitedTimeOffers(signal),
    staleTime: SECTIONS_STALE_MS,
  });
export const useLimitedTimeOffers = (enabled = true) =>
  useQuery({ ...limitedTimeOffersQueryOptions(), enabled });
