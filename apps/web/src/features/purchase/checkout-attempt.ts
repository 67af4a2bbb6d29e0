import { ERROR_CODES } from "@spc/shared";
import { ApiError } from "../../lib/api-client";

/**
 * One purchase attempt: the Idempotency-Key sent with it and what it paid for (the nonce and the
 * request body). The key is made once per attempt and sent again when the same attempt is
 * retried, so a retry after a lost answer can never charge twice (the API replays the first
 * answer). A definitive answer (declined, refused code) ends the attempt: the server would replay
 * that same answer for the key, so the next try is a new attempt with a new key.
 */
export interface CheckoutAttempt {
  readonly key: string;
  readonly fingerprint: string;
}

export type KeyFactory = () => string;

export const newIdempotencyKey: KeyFactory = () => crypto.randomUUID();

/** What identifies "the same request" to the API: the nonce and the body. */
export function attemptFingerprint(nonce: string, body: unknown): string {
  return JSON.stringify([nonce, body]);
}

/** The attempt to send: the pending one when the request is unchanged, else a fresh one. */
export function attemptFor(
  pending: CheckoutAttempt | null,
  fingerprint: string,
  makeKey: KeyFactory = newIdempotencyKey,
): CheckoutAttempt {
  if (pending && pending.fingerprint === fingerprint) return pending;
  return { key: makeKey(), fingerprint };
}

/**
 * Whether a failed attempt stays pending (its key reused on retry): the answer was lost or the
 * payment service could not decide (network, 5xx, checkout still in progress).
 */
export function isRetryableFailure(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  if (error.status === 0 || error.status >= 500) return true;
  return error.code === ERROR_CODES.checkoutInProgress;
}

/** The attempt kept after a failure: the same one when retryable, else none. */
export function afterFailure(attempt: CheckoutAttempt, error: unknown): CheckoutAttempt | null {
  return isRetryableFailure(error) ? attempt : null;
}
