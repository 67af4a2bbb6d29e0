import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import type { OfferDetailData } from "../../offers";
import { adminKeys } from "./keys";

/** GET /api/admin/offers/{id}/preview: what the public offer page will answer, any state. */
export function getOfferPreview(id: number, signal?: AbortSignal) {
  return apiRequest<OfferDetailData>(`/api/admin/offers/${id}/preview`, { signal });
}

export function useOfferPreview(id: number) {
  return useQuery({
    queryKey: adminKeys.offerPreview(id),
    queryFn: ({ signal }) => getOfferPreview(id, signal),
    retry: false,
  });
}
