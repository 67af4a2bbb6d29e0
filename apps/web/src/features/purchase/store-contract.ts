// Zod-free copies of the @spc/shared store contract the browser needs (apps/web/README.md: no zod
// in the client). The shared module builds its schemas at import time, so importing one constant
// from it would ship zod. store-contract.test.ts checks every copy against the shared original.
import type { CodeRefusalReason } from "./types";

/** PAYMENT_NONCE_HEADER of @spc/shared. */
export const PAYMENT_NONCE_HEADER = "x-payment-nonce";
/** IDEMPOTENCY_KEY_HEADER of @spc/shared. */
export const IDEMPOTENCY_KEY_HEADER = "idempotency-key";

/** STORE_ERROR_CODES of @spc/shared. */
export const STORE_ERROR_CODES = {
  paymentDeclined: "payment_declined",
  paymentUnavailable: "payment_unavailable",
  checkoutInProgress: "checkout_in_progress",
  idempotencyKeyRequired: "idempotency_key_required",
  idempotencyKeyReused: "idempotency_key_reused",
  paymentNonceRequired: "payment_nonce_required",
  provinceRequired: "province_required",
  codeNotValid: "promo_code_not_valid",
  tooManyCodes: "too_many_codes",
  unknownProduct: "unknown_product",
  activeMembership: "active_membership",
  noGoldenTicket: "no_golden_ticket",
  captchaUnavailable: "captcha_unavailable",
} as const;

/** CODE_REFUSAL_REASONS of @spc/shared. */
export const CODE_REFUSAL_REASONS: readonly CodeRefusalReason[] = [
  "not_found",
  "inactive",
  "not_started",
  "expired",
  "exhausted",
  "already_used",
  "wrong_kind",
  "own_referral_code",
  "wrong_product",
];

/**
 * The documented test nonces of the local gateway (Braintree's own test values): the web offers
 * them instead of card fields when the client token says the gateway is "local".
 */
export const TEST_NONCES = {
  approve: "fake-valid-nonce",
  decline: "fake-processor-declined-visa-nonce",
} as const;
export type TestNonceChoice = keyof typeof TEST_NONCES;
