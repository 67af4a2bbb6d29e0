import type { ErrorCode } from "@spc/shared";
import { errorMessageId } from "../../i18n/error-messages";
import type { MessageId } from "../../i18n/messages";
import { ApiError } from "../../lib/api-client";

/** Geocode refusals of spec §8: what is wrong with the place asked for. */
const PLACE_REFUSALS: ReadonlySet<string> = new Set<ErrorCode>([
  "no_postal_code",
  "location_not_resolved",
  "no_location_found",
  "geocode_unavailable",
]);

/**
 * The message to show beside the postal code for a failed nearby listing, or null when the
 * failure is not about the place (network, server error: the listing's own error state).
 * Any other refusal of the request (4xx, e.g. a hand-edited ?postal= the API rejects) is a
 * place that could not be resolved.
 */
export function geocodeErrorMessageId(error: unknown): MessageId | null {
  if (!(error instanceof ApiError)) return null;
  if (PLACE_REFUSALS.has(error.code)) return errorMessageId(error);
  if (error.status >= 400 && error.status < 500 && error.status !== 429) {
    return "search.inStore.error.location_not_resolved";
  }
  return null;
}
