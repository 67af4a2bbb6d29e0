import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import type { Tag } from "./get-tags";
import { searchKeys } from "./keys";

/** GET /api/offers/v2/tags/suggestions?q= — the server's top tags for a text (at most 10). */
export function getTagSuggestions(q: string, signal?: AbortSignal) {
  return apiRequest<{ data: Tag[] }>(`/api/offers/v2/tags/suggestions?q=${encodeURIComponent(q)}`, {
    signal,
  });
}

export const tagSuggestionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: searchKeys.tagSuggestions(q),
    queryFn: ({ signal }) => getTagSuggestions(q, signal),
    staleTime: 10 * 60 * 1000,
  });
