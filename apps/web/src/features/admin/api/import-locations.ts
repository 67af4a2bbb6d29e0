import type { LocationImportReport } from "@spc/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { adminKeys } from "./keys";

export type LocationImportMode = "append" | "replace";

/** POST /api/admin/partners/{id}/locations/import?mode=…: the CSV file as the body. */
export function importLocations(partnerId: number, file: File, mode: LocationImportMode) {
  const body = new Blob([file], { type: "text/csv" });
  return apiRequest<LocationImportReport>(
    `/api/admin/partners/${partnerId}/locations/import?mode=${mode}`,
    { method: "POST", file: body },
  );
}

export function useImportLocations(partnerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, mode }: { file: File; mode: LocationImportMode }) =>
      importLocations(partnerId, file, mode),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.locations(partnerId) }),
  });
}
