import type { SavedListResponse } from "@spc/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { favouritesKeys } from "./keys";

/** GET /api/offers/user/saved-list/:id — one list with its offers as cards (404: not the member's). */
export function getSavedList(id: number, signal?: AbortSignal) {
  return apiRequest<SavedListResponse>(`/api/offers/user/saved-list/${id}`, { signal });
}

export const savedListQueryOptions = (id: number) =>
  queryOptions({
    queryKey: favouritesKeys.list(id),
    queryFn: ({ signal }) => getSavedList(id, signal),
    retry: false,
  });

export function useSavedList(id: number, enabled = true) {
  return useQuery({ ...savedListQueryOptions(id), enabled });
}
