import type { ExpiryNoticeType } from "@spc/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { membershipKeys } from "./keys";

export interface ExpiryStatus {
  success: boolean;
  type: ExpiryNoticeType;
  days: number;
  email: string | null;
  expiry_date: string | null;
}

/** GET /api/users/membership/expiry-status: the notice the banner and expiring modal show. */
export function getExpiryStatus(signal?: AbortSignal): Promise<ExpiryStatus> {
  return apiRequest<ExpiryStatus>("/api/users/membership/expiry-status", { signal });
}

export const expiryStatusQueryOptions = () =>
  queryOptions({
    queryKey: membershipKeys.expiryStatus(),
    queryFn: ({ signal }) => getExpiryStatus(signal),
    staleTime: 30 * 60 * 1000,
    retry: false,
  });

export function useExpiryStatus(enabled: boolean) {
  return useQuery({ ...expiryStatusQueryOptions(), enabled });
}
