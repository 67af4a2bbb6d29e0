import type { IsFreeTrialResponse } from "@spc/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { membershipKeys } from "./keys";

/** GET /api/offers/isFreeTrial: whether the member is on, or may still start, the free trial. */
export function getFreeTrialStatus(signal?: AbortSignal) {
  return apiRequest<IsFreeTrialResponse>("/api/offers/isFreeTrial", { signal });
}

export const freeTrialStatusQueryOptions = () =>
  queryOptions({
    queryKey: membershipKeys.freeTrialStatus(),
    queryFn: ({ signal }) => getFreeTrialStatus(signal),
  });

export function useFreeTrialStatus(options: { enabled?: boolean; retry?: boolean } = {}) {
  return useQuery({ ...freeTrialStatusQueryOptions(), ...options });
}
