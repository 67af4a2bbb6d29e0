import type { poolLevelsResponseSchema } from "@spc/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "../../../lib/api-client";
import { adminKeys } from "./keys";

export type PoolLevels = z.infer<typeof poolLevelsResponseSchema>;
export type PoolLevel = PoolLevels["pools"][number];

/** GET /api/admin/codes/levels: codes and free codes of every uploaded pool. */
export function getPoolLevels(signal?: AbortSignal) {
  return apiRequest<PoolLevels>("/api/admin/codes/levels", { signal });
}

export const poolLevelsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.poolLevels(),
    queryFn: ({ signal }) => getPoolLevels(signal),
    retry: false,
  });

export function usePoolLevels() {
  return useQuery(poolLevelsQueryOptions());
}
