import type { AdImageSlot, AdminAd, adBodySchema } from "@spc/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "../../../lib/api-client";
import { adminKeys } from "./keys";

export type AdBody = z.output<typeof adBodySchema>;

/** GET /api/admin/ads: every ads pop-up record, active or not. */
export function getAds(signal?: AbortSignal) {
  return apiRequest<{ items: AdminAd[] }>("/api/admin/ads", { signal });
}

export function useAdminAds() {
  return useQuery({
    queryKey: adminKeys.ads(),
    queryFn: ({ signal }) => getAds(signal),
    retry: false,
  });
}

/** POST /api/admin/ads (a new, inactive record) or PATCH /api/admin/ads/{id}. */
export function saveAd(id: number | null, body: Partial<AdBody>) {
  return id === null
    ? apiRequest<AdminAd>("/api/admin/ads", { method: "POST", body })
    : apiRequest<AdminAd>(`/api/admin/ads/${id}`, { method: "PATCH", body });
}

export function useSaveAd(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<AdBody>) => saveAd(id, body),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.ads() }),
  });
}

/** PUT /api/admin/ads/{id}/image?slot=…: one of the four pictures, its bytes as the body. */
export function uploadAdImage(id: number, slot: AdImageSlot, file: File) {
  const body = new Blob([file], { type: file.type || "application/octet-stream" });
  return apiRequest<AdminAd>(`/api/admin/ads/${id}/image?slot=${slot}`, {
    method: "PUT",
    file: body,
  });
}

export function useUploadAdImage(id: number, slot: AdImageSlot) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadAdImage(id, slot, file),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.ads() }),
  });
}
