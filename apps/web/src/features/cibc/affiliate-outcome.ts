import type { MessageId } from "../../i18n/messages";
import { ApiError } from "../../lib/api-client";

/**
 * How the association step ends (spec §4, §8): a 400 already_associated means "already
 * registered"; a refused token (invalid, expired, used elsewhere) is final; anything else is the
 * spec's "CIBC Registration failed", which may be retried with the same stored token.
 */
export type AffiliateFailure =
  | { kind: "already-registered" }
  | { kind: "refused"; message: MessageId }
  | { kind: "failed" };

const REFUSED: Record<string, MessageId> = {
  affiliate_token_invalid: "cibc.activation.error.affiliate_token_invalid",
  affiliate_token_expired: "cibc.activation.error.affiliate_token_expired",
  affiliate_token_used: "cibc.activation.error.affiliate_token_used",
};

export function affiliateFailure(error: unknown): AffiliateFailure {
  if (!(error instanceof ApiError)) return { kind: "failed" };
  if (error.code === "already_associated") return { kind: "already-registered" };
  const message = REFUSED[error.code];
  return message ? { kind: "refused", message } : { kind: "failed" };
}

/** The marker is cleared once the step is over; only a retryable failure keeps it. */
export function clearsMarker(failure: AffiliateFailure | null): boolean {
  return failure?.kind !== "failed";
}
