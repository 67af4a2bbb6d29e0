import type { AdminPartner } from "@spc/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { adminKeys } from "./keys";

/** PUT /api/admin/partners/{id}/logo: the picture's bytes as the body, with the file's type. */
export function uploadLogo(partnerId: number, file: File) {
  const body = new Blob([file], { type: file.type || "application/octet-stream" });
  return apiRequest<AdminPartner>(`/api/admin/partners/${partnerId}/logo`, {
    method: "PUT",
    file: body,
  });
}

export function useUploadLogo(partnerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadLogo(partnerId, file),
    onSuccess: (partner) => client.setQueryData(adminKeys.partner(partner.id), partner),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.partners() }),
  });
}
