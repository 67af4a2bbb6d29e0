import { IDEMPOTENCY_KEY_HEADER, PAYMENT_NONCE_HEADER } from "@spc/shared";
import { apiRequest } from "../../../lib/api-client";
import type { CheckoutBody, CheckoutResponse } from "../types";

/**
 * POST /api/store/v4/checkout/purchase (or /activation) with the payment nonce and the attempt's
 * Idempotency-Key as headers (checkout-attempt.ts). Failures are ApiErrors, like every call.
 */
export function postCheckout(
  body: CheckoutBody,
  headers: { nonce: string; idempotencyKey: string },
  path = "/api/store/v4/checkout/purchase",
): Promise<CheckoutResponse> {
  return apiRequest<CheckoutResponse>(path, {
    method: "POST",
    body,
    headers: {
      [PAYMENT_NONCE_HEADER]: headers.nonce,
      [IDEMPOTENCY_KEY_HEADER]: headers.idempotencyKey,
    },
  });
}
