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

/**
 * Spec §4: optimistic with rollback — removed offers leave the cached list at once and come
 * back if the server refuses; the server's answer then replaces the cache.
 */
export function useUpdateSavedList() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: SavedListUpdateRequest }) =>
      updateSavedList(id, change),
    onMutate: async ({ id, change }) => {
      const key = favouritesKeys.list(id);
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<SavedListResponse>(key);
      const removed = new Set(change.remove_offer_ids ?? []);
      if (previous && removed.size > 0) {
        const items = previous.items.filter((item) => !removed.has(item.offer_id));
        client.setQueryData(key, {
          ...previous,
          items,
          offer_ids: items.map((item) => item.offer_id),
          offer_count: items.length,
        });
      }
      return { previous };
    },
    onError: (_error, { id }, context) => {
      if (context?.previous) client.setQueryData(favouritesKeys.list(id), context.previous);
    },
    onSuccess: (list) => client.setQueryData(favouritesKeys.list(list.id), list),
    onSettled: () => client.invalidateQueries({ queryKey: favouritesKeys.lists() }),
  });
}
