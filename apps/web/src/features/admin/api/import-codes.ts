import type { CodeImportReportBody } from "@spc/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { adminKeys } from "./keys";

/** A file's declared type, or the one its name implies: the API takes text/csv or text/plain. */
export function codeFileType(file: File): string {
  if (file.type === "text/csv" || file.type === "text/plain") return file.type;
  return file.name.toLowerCase().endsWith(".csv") ? "text/csv" : "text/plain";
}

/** POST /api/admin/offers/{id}/codes: the file itself as the body; all or nothing. */
export function importCodes(offerId: number, file: File) {
  const body = new Blob([file], { type: codeFileType(file) });
  return apiRequest<CodeImportReportBody>(`/api/admin/offers/${offerId}/codes`, {
    method: "POST",
    file: body,
  });
}

export function useImportCodes(offerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => importCodes(offerId, file),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.poolLevels() }),
  });
}
