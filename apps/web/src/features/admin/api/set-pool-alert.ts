import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { adminKeys } from "./keys";

/** PUT /api/admin/offers/{id}/codes/alert: the free-code level that e-mails staff (null: none). */
export function setPoolAlert(offerId: number, threshold: number | null) {
  return apiRequest<void>(`/api/admin/offers/${offerId}/codes/alert`, {
    method: "PUT",
    body: { threshold },
  });
}

export function useSetPoolAlert(offerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (threshold: number | null) => setPoolAlert(offerId, threshold),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.poolLevels() }),
  });
}
