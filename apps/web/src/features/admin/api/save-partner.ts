import type { AdminPartner, PartnerBody } from "@spc/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { adminKeys } from "./keys";

/** POST /api/admin/partners (new) or PATCH /api/admin/partners/{id} (the fields sent). */
export function savePartner(id: number | null, body: Partial<PartnerBody>) {
  return id === null
    ? apiRequest<AdminPartner>("/api/admin/partners", { method: "POST", body })
    : apiRequest<AdminPartner>(`/api/admin/partners/${id}`, { method: "PATCH", body });
}

export function useSavePartner(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<PartnerBody>) => savePartner(id, body),
    onSuccess: (partner) => client.setQueryData(adminKeys.partner(partner.id), partner),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.partners() }),
  });
}
