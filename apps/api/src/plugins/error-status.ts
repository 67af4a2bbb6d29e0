import type { ErrorCode } from "@spc/shared";

/**
 * The HTTP status of every error code: the one place a code becomes a status (decision 0025).
 * Typed by the catalogue, so a new code without a status fails the type check. Only the errors
 * plugin reads it; code that throws names a code and nothing else.
 */
export const HTTP_STATUS_OF: Readonly<Record<ErrorCode, number>> = {
  // Common.
  validation_error: 400,
  not_found: 404,
  unauthorized: 401,
  forbidden: 403,
  rate_limited: 429,
  conflict: 409,
  internal_error: 500,
  service_unavailable: 503,

  // Framework refusals. Those Fastify or Node raise keep the status they came with
  // (clientProblem in errors.ts); these are the statuses when our own code raises them.
  bad_request: 400,
  malformed_url: 400,
  body_too_deep: 400,
  request_timeout: 408,
  method_not_allowed: 405,
  not_acceptable: 406,
  payload_too_large: 413,
  uri_too_long: 414,
  unsupported_media_type: 415,
  headers_too_large: 431,

  // Accounts.
  not_registered: 403,
  already_registered: 409,
  account_locked: 403,
  invalid_email: 400,
  invalid_password: 400,
  invalid_provider_id: 400,
  reauthenticate_with_provider: 400,
  reauthentication_required: 403,
  // better-auth's own invalid_token answers (401 at verify-email and custom-token) pass through.
  invalid_token: 400,
  invalid_postal: 400,
  forbidden_origin: 403,

  // Identity (better-auth's status passes through its bridge; these are the ones it uses).
  invalid_email_or_password: 401,
  password_too_weak: 400,
  password_too_short: 400,
  password_too_long: 400,
  token_expired: 401,
  user_not_found: 401,

  // The money path.
  payment_declined: 402,
  payment_unavailable: 503,
  checkout_in_progress: 409,
  idempotency_key_required: 400,
  idempotency_key_reused: 422,
  payment_nonce_required: 400,
  province_required: 400,
  promo_code_not_valid: 422,
  too_many_codes: 400,
  unknown_product: 400,
  active_membership: 409,
  no_golden_ticket: 404,
  captcha_unavailable: 503,
  captcha_required: 400,
  captcha_failed: 403,

  // Member cards.
  card_not_found: 404,
  invalid_card_code: 400,
  card_already_registered: 409,
  already_associated: 400,
  affiliate_token_invalid: 400,
  affiliate_token_expired: 400,
  affiliate_token_used: 409,
  free_trial_used: 409,
  active_membership_exists: 409,
  payment_method_required: 409,
  no_renewable_card: 409,
  no_referral_to_redeem: 409,
  not_eligible: 409,

  // Student verification and campus codes.
  domain_validation_failed: 400,
  no_remaining_campus_code: 409,
  school_not_found: 404,

  // Coffee-chain rewards linking.
  tims_link_failed: 422,
  tims_account_taken: 409,
  tims_already_linked: 409,
  tims_unavailable: 503,

  // The catalogue.
  offer_not_found: 404,
  offer_delisted: 410,
  offer_expired: 410,
  partner_not_found: 404,
  category_not_found: 404,
  collection_not_found: 404,

  // Revealing a code or link.
  membership_required: 403,
  plus_membership_required: 403,
  no_code_left: 409,
  offer_url_not_found: 404,
  offer_not_started: 409,
  offer_ended: 410,

  // Saved lists and favourites.
  list_name_taken: 409,
  list_limit_reached: 409,
  list_full: 409,
  favourites_full: 409,
  version_conflict: 409,
  offers_unavailable: 422,
  categories_unavailable: 422,

  // Location.
  no_postal_code: 400,
  location_not_resolved: 422,
  geocode_unavailable: 503,
  no_location_found: 404,
};

/** The HTTP status an error with this code is answered with. */
export function httpStatusOf(code: ErrorCode): number {
  return HTTP_STATUS_OF[code];
}
