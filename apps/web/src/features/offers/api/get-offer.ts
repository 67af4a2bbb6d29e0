import { offerFetchFlags, RATE_LIMIT_STATUS } from "@spc/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { openModal } from "../../../components/modal/modal-store";
import { ApiError } from "../../../lib/api-client";
import { offersKeys } from "./keys";
import type { OfferDetailData } from "./types";

/**
 * An offer fetch failure that keeps the envelope's `details`: /deals/offer/:id needs
 * `details.partner_url_name` to send the visitor to the partner's page (spec §2.2).
 */
export class OfferFetchError extends ApiError {
  constructor(
    status: number,
    code: string,
    message: string,
    readonly partnerUrlName: string | null,
  ) {
    super(status, code, message);
    this.name = "OfferFetchError";
  }
}

interface Envelope {
  error?: { code?: unknown; message?: unknown; details?: { partner_url_name?: unknown } };
}

function toOfferError(status: number, body: unknown): OfferFetchError {
  const error = (body as Envelope | null)?.error;
  const code = typeof error?.code === "string" ? error.code : "unexpected_response";
  const message = typeof error?.message === "string" ? error.message : `Status ${status}`;
  const partner = error?.details?.partner_url_name;
  return new OfferFetchError(status, code, message, typeof partner === "string" ? partner : null);
}

/**
 * GET /api/offers/v2/offers/{id}. It reads the response itself (rather than through apiRequest)
 * because the generic ApiError drops the envelope's details; the 429 rule stays the same.
 */
export async function getOffer(id: string, signal?: AbortSignal): Promise<OfferDetailData> {
  let response: Response;
  try {
    response = await fetch(`/api/offers/v2/offers/${encodeURIComponent(id)}`, {
      signal,
      credentials: "same-origin",
      headers: { Accept: "application/json" },
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new OfferFetchError(0, "network_error", "The server could not be reached", null);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok || body === null) {
    if (response.status === RATE_LIMIT_STATUS) openModal("rate-limited");
    throw toOfferError(response.status, body);
  }
  return body as OfferDetailData;
}

export const offerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: offersKeys.offer(id),
    queryFn: ({ signal }) => getOffer(id, signal),
  });

export function useOffer(id: string) {
  return useQuery(offerQueryOptions(id));
}

export type OfferFetchState = "delisted" | "gone" | "error";

/**
 * Spec §4: "Offer delisted" → delisted; "Offer expired" or "Offer not found" → gone. The stable
 * codes are read first, the messages of the spec as a fallback; anything else is a plain error.
 */
export function offerFetchState(error: unknown): OfferFetchState {
  if (!(error instanceof ApiError)) return "error";
  if (error.code === "offer_delisted") return "delisted";
  if (error.code === "offer_expired" || error.code === "offer_not_found") return "gone";
  const flags = offerFetchFlags(error.message);
  if (flags.delisted) return "delisted";
  if (flags.gone) return "gone";
  return "error";
}
