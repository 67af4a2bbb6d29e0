import { apiRequest } from "../../../lib/api-client";
import type { OfferCode, OfferUrl } from "./types";

// Reveals are actions, not cached reads: each call is recorded by the server (member, offer,
// code, time), so these are plain fetchers used by a mutation, never queryOptions.

/** GET /api/offers/v2/offers/{id}/code (auth) — the member's code for an offer. */
export function getOfferCode(
  id: string,
  options: { online: boolean; language: "en" | "fr" },
  signal?: AbortSignal,
) {
  const query = new URLSearchParams({
    is_online: String(options.online),
    is_website: "true",
    language: options.language,
  });
  return apiRequest<OfferCode>(`/api/offers/v2/offers/${encodeURIComponent(id)}/code?${query}`, {
    signal,
  });
}

/** GET /api/offers/v2/offers/{id}/url (auth) — the partner link of an online offer. */
export function getOfferUrl(id: string, signal?: AbortSignal) {
  return apiRequest<OfferUrl>(`/api/offers/v2/offers/${encodeURIComponent(id)}/url`, { signal });
}
