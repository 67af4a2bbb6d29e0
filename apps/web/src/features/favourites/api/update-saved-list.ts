import type { SavedListResponse, SavedListUpdateRequest } from "@spc/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { favouritesKeys } from "./keys";

/**
 * PUT /api/offers/user/saved-list/:id — a rename and/or a set change. The web sends only
 * `add_offer_ids` / `remove_offer_ids` (decision 0032): the server merges them into its set.
 */
export function updateSavedList(id: number, change: SavedListUpdateRequest) {
  return apiRequest<SavedListResponse>(`/api/offers/user/saved-list/${id}`, {
    method: "PUT",
    body: change,
  });
}

export function useUpdateSavedList() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: SavedListUpdateRequest }) =>
      updateSavedList(id, change),
    onSuccess: (list) => client.setQueryData(favouritesKeys.list(list.id), list),
    onSettled: () => client.invalidateQueries({ queryKey: favouritesKeys.lists() }),
  });
}
