import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { adminKeys } from "./keys";

/** DELETE /api/admin/locations/{id} */
export function deleteLocation(id: number) {
  return apiRequest<void>(`/api/admin/locations/${id}`, { method: "DELETE" });
}

export function useDeleteLocation(partnerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteLocation,
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.locations(partnerId) }),
  });
}
