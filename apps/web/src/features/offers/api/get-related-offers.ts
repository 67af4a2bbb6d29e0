import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { offersKeys } from "./keys";
import type { OffersList } from "./types";

/** GET /api/offers/offer/{id}/related/offers — offers like this one. */
export function getRelatedOffers(id: string, signal?: AbortSignal) {
  return apiRequest<OffersList>(`/api/offers/offer/${encodeURIComponent(id)}/related/offers`, {
    signal,
  });
}

export const relatedOffersQueryOptions = (id: string) =>
  queryOptions({
    queryKey: offersKeys.relatedOffers(id),
    queryFn: ({ signal }) => getRelatedOffers(id, signal),
  });

export function useRelatedOffers(id: string, enabled = true) {
  return useQuery({ ...relatedOffersQueryOptions(id), enabled });
}
