import type { AdminOffer } from "@spc/shared";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { adminKeys } from "./keys";

/** GET /api/admin/offers/{id}: the offer as stored, whatever its state. */
export function getOffer(id: number, signal?: AbortSignal) {
  return apiRequest<AdminOffer>(`/api/admin/offers/${id}`, { signal });
}

export function useAdminOffer(id: number | null) {
  return useQuery({
    queryKey: adminKeys.offer(id ?? 0),
    queryFn: ({ signal }) => getOffer(id ?? 0, signal),
    enabled: id !== null,
    retry: false,
  });
}
