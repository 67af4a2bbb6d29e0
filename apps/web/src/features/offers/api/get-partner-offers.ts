import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { offersKeys } from "./keys";
import type { PartnerOffers } from "./types";

/** GET /api/offers/v2/offers/partner/{name} — a partner's active offers. */
export function getPartnerOffers(name: string, signal?: AbortSignal) {
  return apiRequest<PartnerOffers>(`/api/offers/v2/offers/partner/${encodeURIComponent(name)}`, {
    signal,
  });
}

export const partnerOffersQueryOptions = (name: string) =>
  queryOptions({
    queryKey: offersKeys.partnerOffers(name),
    queryFn: ({ signal }) => getPartnerOffers(name, signal),
  });

export function usePartnerOffers(name: string, enabled = true) {
  return useQuery({ ...partnerOffersQueryOptions(name), enabled });
}
