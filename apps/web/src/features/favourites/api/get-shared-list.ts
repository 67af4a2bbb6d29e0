import type { Language, SharedListResponse } from "@spc/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { sharedListKeys } from "./keys";

/** GET /api/offers/shared-list/{token}?language=… — a shared list, read-only, for anyone. */
export function getSharedList(token: string, language: Language, signal?: AbortSignal) {
  return apiRequest<SharedListResponse>(
    `/api/offers/shared-list/${encodeURIComponent(token)}?language=${language}`,
    { signal },
  );
}

export const sharedListQueryOptions = (token: string, language: Language) =>
  queryOptions({
    queryKey: sharedListKeys.list(token, language),
    queryFn: ({ signal }) => getSharedList(token, language, signal),
    retry: false,
  });

export function useSharedList(token: string, language: Language) {
  return useQuery(sharedListQueryOptions(token, language));
}
