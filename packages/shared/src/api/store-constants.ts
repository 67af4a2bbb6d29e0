// The store contract's plain values (headers, refusal reasons), kept apart from the
// schemas of store.ts so that the web can import them without zod: a module that builds zod
// schemas at import time would bring zod into every chunk that reads one constant.

/** Header carrying the browser's payment nonce on /v4/checkout/*. */
export const PAYMENT_NONCE_HEADER = "x-payment-nonce";
/** Header every checkout needs: a fresh UUID per purchase attempt (replays return the first answer). */
export const IDEMPOTENCY_KEY_HEADER = "idempotency-key";
/** Set on a checkout answer that replays an earlier one. */
export const IDEMPOTENT_REPLAYED_HEADER = "idempotent-replayed";
/** Header carrying the captcha token on guest orders and the VIP invitation (when a provider is configured). */
export const CAPTCHA_TOKEN_HEADER = "x-captcha-token";

/** Why a promo, school, referral or access code was refused. */
export const CODE_REFUSAL_REASONS = [
  "not_found",
  "inactive",
  "not_started",
  "expired",
  "exhausted",
  "already_used",
  "wrong_kind",
  "own_referral_code",
  // A member's referral code on an order without an account (referral farming, decision 0010).
  "referral_needs_account",
  "wrong_product",
] as const;
