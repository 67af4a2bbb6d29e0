import type { StaffMe } from "@spc/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { adminKeys } from "./keys";

/** GET /api/admin/me: who is signed in to the back office (401 visitor, 403 not_staff). */
export function getStaffMe(signal?: AbortSignal) {
  return apiRequest<StaffMe>("/api/admin/me", { signal });
}

export const staffMeQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.me(),
    queryFn: ({ signal }) => getStaffMe(signal),
    // A refusal is an answer, not a blip: asking again would only delay the login page.
    retry: false,
    staleTime: 60_000,
  });

export function useStaffMe() {
  return useQuery(staffMeQueryOptions());
}
