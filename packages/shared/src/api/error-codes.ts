// The one catalogue of error codes the API answers in its envelope (`error.code`), kept free of
// zod so that the web can import it into any chunk. The API maps each code to its HTTP status in
// one table (apps/api/src/plugins/error-status.ts); the web maps codes to translated messages.
// Adding a code: a camelCase key here, its status there (the type check asks for it), and the
// web's message for it (decision 0025).

/** Every error code of the API, by group. */
export const ERROR_CODES = {
  // Common to every service (decision 0004).
  validation: "validation_error",
  notFound: "not_found",
  unauthorized: "unauthorized",
  forbidden: "forbidden",
  rateLimited: "rate_limited",
  conflict: "conflict",
  internal: "internal_error",
  unavailable: "service_unavailable",

  // Framework-level refusals, before any route runs (decision 0018).
  badRequest: "bad_request",
  malformedUrl: "malformed_url",
  bodyTooDeep: "body_too_deep",
  requestTimeout: "request_timeout",
  methodNotAllowed: "method_not_allowed",
  notAcceptable: "not_acceptable",
  payloadTooLarge: "payload_too_large",
  uriTooLong: "uri_too_long",
  unsupportedMediaType: "unsupported_media_type",
  headersTooLarge: "headers_too_large",

  // Accounts: registration, reauthentication, lockout, cross-site writes (decision 0019).
  notRegistered: "not_registered",
  alreadyRegistered: "already_registered",
  accountLocked: "account_locked",
  invalidEmail: "invalid_email",
  invalidPassword: "invalid_password",
  invalidProviderId: "invalid_provider_id",
  reauthenticateWithProvider: "reauthenticate_with_provider",
  reauthenticationRequired: "reauthentication_required",
  invalidToken: "invalid_token",
  invalidPostal: "invalid_postal",
  forbiddenOrigin: "forbidden_origin",

  // Identity calls under /api/auth answered by better-auth (its codes in snake_case, its own
  // status passed through; the ones the product words are listed, see decision 0025).
  invalidEmailOrPassword: "invalid_email_or_password",
  passwordTooWeak: "password_too_weak",
  passwordTooShort: "password_too_short",
  passwordTooLong: "password_too_long",
  tokenExpired: "token_expired",
  userNotFound: "user_not_found",

  // The money path: checkout, payment methods, codes, captcha (decisions 0010, 0017).
  paymentDeclined: "payment_declined",
  paymentUnavailable: "payment_unavailable",
  checkoutInProgress: "checkout_in_progress",
  idempotencyKeyRequired: "idempotency_key_required",
  idempotencyKeyReused: "idempotency_key_reused",
  paymentNonceRequired: "payment_nonce_required",
  provinceRequired: "province_required",
  promoCodeNotValid: "promo_code_not_valid",
  tooManyCodes: "too_many_codes",
  unknownProduct: "unknown_product",
  activeMembership: "active_membership",
  noGoldenTicket: "no_golden_ticket",
  captchaUnavailable: "captcha_unavailable",
  captchaRequired: "captcha_required",
  captchaFailed: "captcha_failed",

  // Member cards: registration, bank link, free trial, auto-renew, referral, campaign (0009, 0012).
  cardNotFound: "card_not_found",
  invalidCardCode: "invalid_card_code",
  cardAlreadyRegistered: "card_already_registered",
  alreadyAssociated: "already_associated",
  affiliateTokenInvalid: "affiliate_token_invalid",
  affiliateTokenExpired: "affiliate_token_expired",
  affiliateTokenUsed: "affiliate_token_used",
  freeTrialUsed: "free_trial_used",
  activeMembershipExists: "active_membership_exists",
  paymentMethodRequired: "payment_method_required",
  noRenewableCard: "no_renewable_card",
  noReferralToRedeem: "no_referral_to_redeem",
  notEligible: "not_eligible",

  // Student verification and campus codes (decision 0041).
  domainValidationFailed: "domain_validation_failed",
  noRemainingCampusCode: "no_remaining_campus_code",
  schoolNotFound: "school_not_found",

  // Coffee-chain rewards linking (decision 0046). `tims_link_failed` is spec §8's known
  // link-failure code: the partner knows no rewards account by that e-mail.
  timsLinkFailed: "tims_link_failed",
  timsAccountTaken: "tims_account_taken",
  timsAlreadyLinked: "tims_already_linked",
  timsUnavailable: "tims_unavailable",

  // The catalogue: offers, partners, categories, collections.
  offerNotFound: "offer_not_found",
  offerDelisted: "offer_delisted",
  offerExpired: "offer_expired",
  partnerNotFound: "partner_not_found",
  categoryNotFound: "category_not_found",
  collectionNotFound: "collection_not_found",

  // Revealing an offer's code or link (decision 0007).
  membershipRequired: "membership_required",
  plusMembershipRequired: "plus_membership_required",
  noCodeLeft: "no_code_left",
  offerUrlNotFound: "offer_url_not_found",
  offerNotStarted: "offer_not_started",
  offerEnded: "offer_ended",

  // Saved lists and favourites (decision 0032).
  listNameTaken: "list_name_taken",
  listLimitReached: "list_limit_reached",
  listFull: "list_full",
  favouritesFull: "favourites_full",
  versionConflict: "version_conflict",
  offersUnavailable: "offers_unavailable",
  categoriesUnavailable: "categories_unavailable",

  // Location: postal codes and geocoding (spec §8).
  noPostalCode: "no_postal_code",
  locationNotResolved: "location_not_resolved",
  geocodeUnavailable: "geocode_unavailable",
  noLocationFound: "no_location_found",
} as const;

/** One error code of the API's envelope. */
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
