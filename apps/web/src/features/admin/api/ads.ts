import type { AdImageSlot, AdminEmailOpt, adBodySchema, emailOptBodySchema } from "@spc/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "../../../lib/api-client";
import { adminKeys } from "./keys";

/**
 * The two pop-up record kinds of spec §3 share their back office (decision 0045): the ads
 * pop-ups at /api/admin/ads and the e-mail opt-in pop-ups at /api/admin/email-opts.
 */
export type PopupKind = "ads" | "email-opts";
/** A record of either kind as stored (an ad's display page is one of the e-mail opt ones). */
export type AdminPopup = AdminEmailOpt;
export type AdBody = z.output<typeof adBodySchema> | z.output<typeof emailOptBodySchema>;

const keyOf = (kind: PopupKind) => (kind === "ads" ? adminKeys.ads() : adminKeys.emailOpts());

/** GET /api/admin/{kind}: every record of the kind, active or not. */
export function getAds(kind: PopupKind, signal?: AbortSignal) {
  return apiRequest<{ items: AdminPopup[] }>(`/api/admin/${kind}`, { signal });
}

export function useAdminAds(kind: PopupKind) {
  return useQuery({
    queryKey: keyOf(kind),
    queryFn: ({ signal }) => getAds(kind, signal),
    retry: false,
  });
}

/** POST /api/admin/{kind} (a new, inactive record) or PATCH /api/admin/{kind}/{id}. */
export function saveAd(kind: PopupKind, id: number | null, body: Partial<AdBody>) {
  return id === null
    ? apiRequest<AdminPopup>(`/api/admin/${kind}`, { method: "POST", body })
    : apiRequest<AdminPopup>(`/api/admin/${kind}/${id}`, { method: "PATCH", body });
}

export function useSaveAd(kind: PopupKind, id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<AdBody>) => saveAd(kind, id, body),
    onSettled: () => client.invalidateQueries({ queryKey: keyOf(kind) }),
  });
}

/** PUT /api/admin/{kind}/{id}/image?slot=…: one of the four pictures, its bytes as the body. */
export function uploadAdImage(kind: PopupKind, id: number, slot: AdImageSlot, file: File) {
  const body = new Blob([file], { type: file.type || "application/octet-stream" });
  return apiRequest<AdminPopup>(`/api/admin/${kind}/${id}/image?slot=${slot}`, {
    method: "PUT",
    file: body,
  });
}

export function useUploadAdImage(kind: PopupKind, id: number, slot: AdImageSlot) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadAdImage(kind, id, slot, file),
    onSettled: () => client.invalidateQueries({ queryKey: keyOf(kind) }),
  });
}
