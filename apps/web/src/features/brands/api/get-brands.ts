import type { BrandsResponse } from "@spc/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

const all = ["brands"] as const;

/** Query keys of the brands page. */
export const brandsKeys = { all: () => all, list: () => [...all, "list"] as const };

/** GET /api/offers/brands: every active partner with a listed offer, A–Z with its index letter. */
export function getBrands(signal?: AbortSignal) {
  return apiRequest<BrandsResponse>("/api/offers/brands", { signal });
}

export const brandsQueryOptions = () =>
  queryOptions({
    queryKey: brandsKeys.list(),
    queryFn: ({ signal }) => getBrands(signal),
    staleTime: 10 * 60 * 1000,
  });

export function useBrands() {
  return useQuery(brandsQueryOptions());
}
