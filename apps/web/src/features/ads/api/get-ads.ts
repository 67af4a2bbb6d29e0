import type { AdsModalRecord } from "@spc/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { adsKeys } from "./keys";

/** GET /api/offers/v4/ads — the ads pop-up records (spec §2.9). */
export function getAds(signal?: AbortSignal) {
  return apiRequest<{ data: AdsModalRecord[] }>("/api/offers/v4/ads", { signal });
}

export const adsQueryOptions = () =>
  queryOptions({
    queryKey: adsKeys.list(),
    queryFn: ({ signal }) => getAds(signal),
    staleTime: 30 * 60 * 1000,
    // Spec §8: ads failures are logged only; never retry a pop-up.
    retry: false,
  });

export function useAds() {
  return useQuery(adsQueryOptions());
}
