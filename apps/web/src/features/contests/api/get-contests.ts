import type { ContestSummary } from "@spc/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { contestsKeys } from "./keys";

/** GET /api/offers/v4/contests — every published contest with its state. */
export function getContests(signal?: AbortSignal) {
  return apiRequest<{ contests: ContestSummary[] }>("/api/offers/v4/contests", { signal });
}

export const contestsQueryOptions = () =>
  queryOptions({
    queryKey: contestsKeys.list(),
    queryFn: ({ signal }) => getContests(signal),
    staleTime: 60 * 1000,
  });

export function useContests() {
  return useQuery(contestsQueryOptions());
}
