import type { ContestEntry, ContestQuestion, ContestSummary } from "@spc/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { contestsKeys } from "./keys";

export interface ContestPageData {
  contest: ContestSummary;
  questions: ContestQuestion[];
  entry: ContestEntry | null;
  photos: { entry_id: number; url: string }[];
}

/** GET /api/offers/contestPage (header contest_id: string or numeric id) — the member's own entry too. */
export function getContestPage(contestId: string, signal?: AbortSignal) {
  return apiRequest<ContestPageData>("/api/offers/contestPage", {
    signal,
    headers: { contest_id: contestId },
  });
}

export const contestPageQueryOptions = (contestId: string) =>
  queryOptions({
    queryKey: contestsKeys.page(contestId),
    queryFn: ({ signal }) => getContestPage(contestId, signal),
    retry: false,
  });

export function useContestPage(contestId: string) {
  return useQuery(contestPageQueryOptions(contestId));
}
