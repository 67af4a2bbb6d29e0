import type { AdminLocation } from "@spc/shared";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { adminKeys } from "./keys";

/** GET /api/admin/partners/{id}/locations */
export function getLocations(partnerId: number, signal?: AbortSignal) {
  return apiRequest<{ items: AdminLocation[] }>(`/api/admin/partners/${partnerId}/locations`, {
    signal,
  });
}

export function useLocations(partnerId: number) {
  return useQuery({
    queryKey: adminKeys.locations(partnerId),
    queryFn: ({ signal }) => getLocations(partnerId, signal),
    retry: false,
  });
}
