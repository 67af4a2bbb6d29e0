import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { favouritesKeys } from "./keys";

/** DELETE /api/offers/user/saved-list/:id — the list and its share link are gone. */
export function deleteSavedList(id: number) {
  return apiRequest<{ id: number; deleted: true }>(`/api/offers/user/saved-list/${id}`, {
    method: "DELETE",
  });
}

export function useDeleteSavedList() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedList,
    onSuccess: (_answer, id) => client.removeQueries({ queryKey: favouritesKeys.list(id) }),
    onSettled: () => client.invalidateQueries({ queryKey: favouritesKeys.lists() }),
  });
}
