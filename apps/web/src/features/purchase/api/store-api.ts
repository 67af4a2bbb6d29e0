import { ApiError, apiRequest } from "../../../lib/api-client";
import { IDEMPOTENCY_KEY_HEADER, PAYMENT_NONCE_HEADER } from "../store-contract";
import type {
  CheckoutBody,
  CheckoutResponse,
  ClientToken,
  IsFreeTrialResponse,
  PricedProduct,
} from "../types";

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

/** GET /api/offers/isFreeTrial. */
export function getFreeTrialStatus(signal?: AbortSignal) {
  return apiRequest<IsFreeTrialResponse>("/api/offers/isFreeTrial", { signal });
}

function isEnvelope(body: unknown): body is { error: { code: string; message: string } } {
  if (typeof body !== "object" || body === null || !("error" in body)) return false;
  const error = (body as { error: unknown }).error;
  return (
    typeof error === "object" &&
    error !== null &&
    typeof (error as { code?: unknown }).code === "string" &&
    typeof (error as { message?: unknown }).message === "string"
  );
}

/**
 * POST /api/store/v4/checkout/purchase with the nonce and Idempotency-Key headers (the shared
 * api client sends no custom headers, so this call has its own fetch). Failures are ApiErrors.
 */
export async function postCheckout(
  body: CheckoutBody,
  headers: { nonce: string; idempotencyKey: string },
  path = "/api/store/v4/checkout/purchase",
): Promise<CheckoutResponse> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: "POST",
      credentials: "same-origin",
      headers: {
        Accept: "application/json",
        "Content-Type": "application/json",
        [PAYMENT_NONCE_HEADER]: headers.nonce,
        [IDEMPOTENCY_KEY_HEADER]: headers.idempotencyKey,
      },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, "network_error", "The server could not be reached");
  }
  let json: unknown = null;
  try {
    json = await response.json();
  } catch {
    json = null;
  }
  if (!response.ok) {
    if (isEnvelope(json)) throw new ApiError(response.status, json.error.code, json.error.message);
    throw new ApiError(response.status, "unexpected_response", `Status ${response.status}`);
  }
  if (json === null) throw new ApiError(response.status, "unexpected_response", "Not JSON");
  return json as CheckoutResponse;
}
