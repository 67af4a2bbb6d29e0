import type { JobOpeningsResponse } from "@spc/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { careersKeys } from "./keys";

/** GET /api/careers/openings: the configured job board's openings by category (decision 0034). */
export function getOpenings(signal?: AbortSignal) {
  return apiRequest<JobOpeningsResponse>("/api/careers/openings", { signal });
}

export const openingsQueryOptions = () =>
  queryOptions({
    queryKey: careersKeys.openings(),
    queryFn: ({ signal }) => getOpenings(signal),
    staleTime: 5 * 60 * 1000,
  });

export function useOpenings() {
  return useQuery(openingsQueryOptions());
}
