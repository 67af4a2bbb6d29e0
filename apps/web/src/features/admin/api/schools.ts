import type { AdminSchool, CampusCodesChange } from "@spc/shared";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { adminKeys } from "./keys";

/** GET /api/admin/schools: every school with its remaining campus codes (decision 0047). */
export function getSchools(signal?: AbortSignal) {
  return apiRequest<{ schools: AdminSchool[] }>("/api/admin/schools", { signal });
}

export function useAdminSchools() {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.schools(),
      queryFn: ({ signal }) => getSchools(signal),
      retry: false,
    }),
  );
}

/** PUT /api/admin/schools/{id}/campus-codes: set (`remaining`) or add to (`add`) the stock. */
export function useChangeCampusCodes(schoolId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: CampusCodesChange) =>
      apiRequest<{ school: AdminSchool }>(`/api/admin/schools/${schoolId}/campus-codes`, {
        method: "PUT",
        body: change,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.schools() }),
  });
}
