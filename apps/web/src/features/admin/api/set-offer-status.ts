import type { AdminOffer } from "@spc/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { adminKeys } from "./keys";

export type OfferMove = "active" | "delisted";

/** POST /api/admin/offers/{id}/status: publish (→ active) or delist (→ delisted). */
export function setOfferStatus(id: number, status: OfferMove) {
  return apiRequest<AdminOffer>(`/api/admin/offers/${id}/status`, {
    method: "POST",
    body: { status },
  });
}

export function useSetOfferStatus(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (status: OfferMove) => setOfferStatus(id, status),
    onSuccess: (offer) => client.setQueryData(adminKeys.offer(offer.id), offer),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.offers() }),
  });
}
