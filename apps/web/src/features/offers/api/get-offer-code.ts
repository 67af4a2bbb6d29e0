import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Language } from "../../../i18n/language";
import { apiRequest } from "../../../lib/api-client";
import { offersKeys } from "./keys";
import type { OfferCode } from "./types";

interface CodeRequest {
  online: boolean;
  language: Language;
}

/** GET /api/offers/v2/offers/{id}/code (auth) — the member's code for an offer. */
export function getOfferCode(id: string, options: CodeRequest, signal?: AbortSignal) {
  const query = new URLSearchParams({
    is_online: String(options.online),
    is_website: "true",
    language: options.language,
  });
  return apiRequest<OfferCode>(`/api/offers/v2/offers/${encodeURIComponent(id)}/code?${query}`, {
    signal,
  });
}

// The server records every reveal and hands the same member the same code again, so the answer
// never goes stale and a failure is not retried: one reveal, one call.
export const offerCodeQueryOptions = (id: string, options: CodeRequest) =>
  queryOptions({
    queryKey: offersKeys.code(id, options.language),
    queryFn: ({ signal }) => getOfferCode(id, options, signal),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useOfferCode(id: string, options: CodeRequest) {
  return useQuery(offerCodeQueryOptions(id, options));
}
