import type { MessageId } from "../../i18n/messages";
import { ApiError } from "../../lib/api-client";

/**
 * Geocode errors of spec §8 → translated messages, keyed on the envelope's stable `code` (the
 * API's `message` is English only). Codes are those of GEOCODE_ERRORS in the API's location
 * service, spelled out: the web does not import server code.
 */
const BY_CODE: Record<string, MessageId> = {
  no_postal_code: "search.inStore.error.no_postal_code",
  location_not_resolved: "search.inStore.error.location_not_resolved",
  no_location_found: "search.inStore.error.no_location_found",
  geocode_unavailable: "search.inStore.error.geocode_unavailable",
};

/**
 * The message to show beside the postal code for a failed nearby listing, or null when the
 * failure is not about the place (network, server error: the listing's own error state).
 * Any other refusal of the request (4xx, e.g. a hand-edited ?postal= the API rejects) is a
 * place that could not be resolved.
 */
export function geocodeErrorMessageId(error: unknown): MessageId | null {
  if (!(error instanceof ApiError)) return null;
  const known = BY_CODE[error.code];
  if (known) return known;
  if (error.status >= 400 && error.status < 500 && error.status !== 429) {
    return "search.inStore.error.location_not_resolved";
  }
  return null;
}
