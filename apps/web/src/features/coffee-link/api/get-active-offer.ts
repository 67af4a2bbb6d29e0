import type { TimsActiveOfferResponse } from "@spc/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { coffeeLinkKeys } from "./keys";

/** GET /api/users/th-active-offer — the coffee-chain partner's current offer, or null. */
export function getActiveOffer(signal?: AbortSignal) {
  return apiRequest<TimsActiveOfferResponse>("/api/users/th-active-offer", { signal });
}

export const activeOfferQueryOptions = () =>
  queryOptions({
    queryKey: coffeeLinkKeys.offer(),
    queryFn: ({ signal }) => getActiveOffer(signal),
    staleTime: 60_000,
  });

export function useActiveOffer() {
  return useQuery(activeOfferQueryOptions());
}
