import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { offersKeys } from "./keys";
import type { OfferUrl } from "./types";

/** GET /api/offers/v2/offers/{id}/url (auth) — the partner link of an online offer. */
export function getOfferUrl(id: string, signal?: AbortSignal) {
  return apiRequest<OfferUrl>(`/api/offers/v2/offers/${encodeURIComponent(id)}/url`, { signal });
}

// Each call is recorded by the server as a reveal: a failure is shown, never retried.
export const offerUrlQueryOptions = (id: string) =>
  queryOptions({
    queryKey: offersKeys.url(id),
    queryFn: ({ signal }) => getOfferUrl(id, signal),
    retry: false,
  });

export function useOfferUrl(id: string, enabled = true) {
  return useQuery({ ...offerUrlQueryOptions(id), enabled });
}
