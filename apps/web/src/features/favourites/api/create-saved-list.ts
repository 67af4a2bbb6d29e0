import type { SavedListCreateRequest, SavedListResponse } from "@spc/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { favouritesKeys } from "./keys";

/** POST /api/offers/user/saved-list — a new list (201, with its items). */
export function createSavedList(request: SavedListCreateRequest) {
  return apiRequest<SavedListResponse>("/api/offers/user/saved-list", {
    method: "POST",
    body: request,
  });
}

export function useCreateSavedList() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createSavedList,
    onSuccess: (list) => client.setQueryData(favouritesKeys.list(list.id), list),
    onSettled: () => client.invalidateQueries({ queryKey: favouritesKeys.lists() }),
  });
}
