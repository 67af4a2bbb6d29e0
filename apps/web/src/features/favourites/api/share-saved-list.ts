import type { SavedListShareResponse } from "@spc/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { favouritesKeys } from "./keys";

/** POST (share) or DELETE (revoke) /api/offers/user/saved-list/:id/share — the list's token or null. */
export function shareSavedList(id: number, shared: boolean) {
  return apiRequest<SavedListShareResponse>(`/api/offers/user/saved-list/${id}/share`, {
    method: shared ? "POST" : "DELETE",
  });
}

export function useShareSavedList(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (shared: boolean) => shareSavedList(id, shared),
    onSettled: () => client.invalidateQueries({ queryKey: favouritesKeys.all() }),
  });
}
