import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import type { OffersPage } from "../../offers";
import { type ListingQuery, listingSearchParams } from "../../offers";
import { searchKeys } from "./keys";

/** What to search: free text (full-text, accent- and typo-tolerant on the server) and/or tags. */
export interface SearchInput {
  q?: string;
  tags?: readonly string[];
}

/** POST /api/offers/v2/search — body {q, tags}; paging, filters and sort in the query. */
export function searchOffers(input: SearchInput, query: ListingQuery, signal?: AbortSignal) {
  const body: { q?: string; tags?: string[] } = {};
  if (input.q) body.q = input.q;
  if (input.tags && input.tags.length > 0) body.tags = [...input.tags];
  return apiRequest<OffersPage>(`/api/offers/v2/search?${listingSearchParams(query)}`, {
    method: "POST",
    body,
    signal,
  });
}

export const searchOffersQueryOptions = (input: SearchInput, query: ListingQuery) =>
  queryOptions({
    queryKey: searchKeys.results(input.q ?? "", input.tags ?? [], query),
    queryFn: ({ signal }) => searchOffers(input, query, signal),
    placeholderData: keepPreviousData,
  });

export function useSearchOffers(input: SearchInput, query: ListingQuery, enabled = true) {
  return useQuery({ ...searchOffersQueryOptions(input, query), enabled });
}
