import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { contestsKeys } from "./keys";

export interface ContestRules {
  id: number;
  contest_id: string;
  title_en: string;
  title_fr: string;
  rule_en: string;
  rule_fr: string;
}

/** GET /api/offers/contestrules/{id} — markdown rules in both languages (numeric or string id). */
export function getContestRules(id: string, signal?: AbortSignal) {
  return apiRequest<ContestRules>(`/api/offers/contestrules/${encodeURIComponent(id)}`, {
    signal,
  });
}

export const contestRulesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: contestsKeys.rules(id),
    queryFn: ({ signal }) => getContestRules(id, signal),
    staleTime: 5 * 60 * 1000,
    retry: false,
  });

export function useContestRules(id: string) {
  return useQuery(contestRulesQueryOptions(id));
}
