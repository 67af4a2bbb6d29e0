import { IDEMPOTENCY_KEY_HEADER, PAYMENT_NONCE_HEADER } from "@spc/shared";
import { apiRequest } from "../../../lib/api-client";
import type { CheckoutBody, CheckoutResponse, ClientToken, PricedProduct } from "../types";

// Store, promos and offers calls of the purchase flow (spec §7). Member data: "member" query keys,
// dropped at logout by the session.

/** GET /api/promos/v2/product: the membership priced for the member (tax by province), with a code. */
export function getPricedProduct(code: string | null, signal?: AbortSignal) {
  const query = code ? `?promocode=${encodeURIComponent(code)}` : "";
  return apiRequest<PricedProduct>(`/api/promos/v2/product${query}`, { signal });
}

export const pricedProductKey = (code: string | null) =>
  ["member", "purchase", "price", code ?? ""] as const;

/** GET /api/store/v2/vault_client_token: which payment form to show. */
export function getClientToken(signal?: AbortSignal) {
  return apiRequest<ClientToken>("/api/store/v2/vault_client_token", { signal });
}

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
