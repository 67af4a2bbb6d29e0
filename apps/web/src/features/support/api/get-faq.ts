import type { FaqResponse } from "@spc/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { supportKeys } from "./keys";

/** GET /api/content/faq: the categories of the FAQ with their questions, in order. */
export function getFaq(signal?: AbortSignal) {
  return apiRequest<FaqResponse>("/api/content/faq", { signal });
}

export const faqQueryOptions = () =>
  queryOptions({
    queryKey: supportKeys.faq(),
    queryFn: ({ signal }) => getFaq(signal),
    staleTime: 10 * 60 * 1000,
  });

export function useFaq() {
  return useQuery(faqQueryOptions());
}
