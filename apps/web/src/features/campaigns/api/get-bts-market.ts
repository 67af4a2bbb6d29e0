import type { BtsMarketOffersResponse } from "@spc/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

const all = ["campaigns"] as const;

/** Query keys of the seasonal campaign pages. */
export const campaignsKeys = { all: () => all, btsMarket: () => [...all, "bts-market"] as const };

/** GET /api/store/bts-market-offers: the running back-to-school marketplace and its offers. */
export function getBtsMarketOffers(signal?: AbortSignal) {
  return apiRequest<BtsMarketOffersResponse>("/api/store/bts-market-offers", { signal });
}

export const btsMarketQueryOptions = () =>
  queryOptions({
    queryKey: campaignsKeys.btsMarket(),
    queryFn: ({ signal }) => getBtsMarketOffers(signal),
  });

export function useBtsMarketOffers() {
  return useQuery(btsMarketQueryOptions());
}
