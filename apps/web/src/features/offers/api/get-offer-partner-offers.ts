import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { offersKeys } from "./keys";
import type { OffersList } from "./types";

/** GET /api/offers/offer/{id}/partner/offers — the same partner's other offers. */
export function getOfferPartnerOffers(id: string, signal?: AbortSignal) {
  return apiRequest<OffersList>(`/api/offers/offer/${encodeURIComponent(id)}/partner/offers`, {
    signal,
  });
}

export const offerPartnerOffersQueryOptions = (id: string) =>
  queryOptions({
    queryKey: offersKeys.offerPartnerOffers(id),
    queryFn: ({ signal }) => getOfferPartnerOffers(id, signal),
  });

export function useOfferPartnerOffers(id: string, enabled = true) {
  return useQuery({ ...offerPartnerOffersQueryOptions(id), enabled });
}
