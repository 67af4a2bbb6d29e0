import type { AdminOffer, OfferBody, OfferPatch } from "@spc/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { adminKeys } from "./keys";

/** POST /api/admin/offers (a new draft) or PATCH /api/admin/offers/{id} (the fields sent). */
export function saveOffer(id: number | null, body: OfferBody | OfferPatch) {
  return id === null
    ? apiRequest<AdminOffer>("/api/admin/offers", { method: "POST", body })
    : apiRequest<AdminOffer>(`/api/admin/offers/${id}`, { method: "PATCH", body });
}

export function useSaveOffer(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OfferBody | OfferPatch) => saveOffer(id, body),
    onSuccess: (offer) => client.setQueryData(adminKeys.offer(offer.id), offer),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.offers() }),
  });
}
