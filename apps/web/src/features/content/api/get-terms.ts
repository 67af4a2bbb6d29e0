import type { TermsResponse } from "@spc/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { contentKeys } from "./keys";

/** GET /api/offers/getTerms — terms of use in markdown, per language and country. */
export function getTerms(signal?: AbortSignal) {
  return apiRequest<TermsResponse>("/api/offers/getTerms", { signal });
}

export const termsQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.terms(),
    queryFn: ({ signal }) => getTerms(signal),
    staleTime: 60 * 60 * 1000,
  });

export function useTerms() {
  return useQuery(termsQueryOptions());
}
