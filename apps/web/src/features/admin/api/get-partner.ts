import type { AdminPartner } from "@spc/shared";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { adminKeys } from "./keys";

/** GET /api/admin/partners/{id} */
export function getPartner(id: number, signal?: AbortSignal) {
  return apiRequest<AdminPartner>(`/api/admin/partners/${id}`, { signal });
}

export function usePartner(id: number | null) {
  return useQuery({
    queryKey: adminKeys.partner(id ?? 0),
    queryFn: ({ signal }) => getPartner(id ?? 0, signal),
    enabled: id !== null,
    retry: false,
  });
}
