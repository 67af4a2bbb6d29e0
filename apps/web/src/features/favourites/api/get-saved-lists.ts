import type { SavedListsResponse } from "@spc/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { favouritesKeys } from "./keys";

/** GET /api/offers/user/saved-list — the member's lists ({ data }, oldest first). */
export function getSavedLists(signal?: AbortSignal) {
  return apiRequest<SavedListsResponse>("/api/offers/user/saved-list", { signal });
}

export const savedListsQueryOptions = () =>
  queryOptions({
    queryKey: favouritesKeys.lists(),
    queryFn: ({ signal }) => getSavedLists(signal),
  });

export function useSavedLists(enabled = true) {
  return useQuery({ ...savedListsQueryOptions(), enabled });
}
