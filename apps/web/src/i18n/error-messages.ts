import type { ErrorCode } from "@spc/shared";
import { ApiError } from "../lib/api-client";
import type { MessageId } from "./messages";

/** Codes the web gives a call that got no envelope back (lib/api-client.ts). */
type ClientErrorCode = "network_error" | "unexpected_response";

/** Error code → message id, checked against the API's one catalogue (ERROR_CODES). */
export type ErrorMessages = Partial<Record<ErrorCode | ClientErrorCode, MessageId>>;

/**
 * The one map from an API error code to what a person reads (spec §8; decision 0025). The
 * envelope's English `message` is never shown. Sign-in never says which of e-mail or password
 * was wrong, and nothing says whether an address has an account (no enumeration). A flow whose
 * wording differs for a code (a payment "still being processed" at checkout, a card activation
 * waiting for it) passes its own entries to `errorMessageId`; everything else reads from here.
 */
const MESSAGE_OF: ErrorMessages = {
  // Accounts and sign-in.
  invalid_email_or_password: "auth.error.invalidCredentials",
  user_not_found: "auth.error.invalidCredentials",
  invalid_password: "auth.error.invalidCredentials",
  account_locked: "auth.error.locked",
  rate_limited: "auth.error.rateLimited",
  password_too_weak: "auth.error.weakPassword",
  password_too_short: "auth.error.weakPassword",
  password_too_long: "auth.error.passwordTooLong",
  invalid_email: "validation.email.invalid",
  invalid_token: "auth.error.invalidToken",
  invalid_postal: "validation.postal.invalid",
  already_registered: "signup.error.alreadyRegistered",
  reauthentication_required: "profile.delete.reauthRequired",
  reauthenticate_with_provider: "profile.delete.reauthProvider",
  forbidden_origin: "auth.error.generic",
  unauthorized: "auth.error.sessionExpired",
  network_error: "auth.error.network",

  // Membership cards and the free trial.
  card_not_found: "membership.register.error.card_not_found",
  invalid_card_code: "membership.register.error.invalid_card_code",
  card_already_registered: "membership.register.error.card_already_registered",
  free_trial_used: "membership.register.error.free_trial_used",
  active_membership_exists: "membership.register.error.active_membership_exists",
  checkout_in_progress: "membership.register.error.checkout_in_progress",

  // Payments and codes at checkout.
  payment_declined: "purchase.error.declined",
  payment_unavailable: "purchase.error.unavailable",
  province_required: "purchase.error.provinceRequired",
  promo_code_not_valid: "purchase.error.code",
  too_many_codes: "purchase.error.code",

  // Revealing an offer's code or link.
  no_code_left: "offer.code.noneLeft",
  offer_not_started: "offer.code.notStarted",
  offer_ended: "offer.code.ended",

  // Finding stores near a postal code.
  no_postal_code: "search.inStore.error.no_postal_code",
  location_not_resolved: "search.inStore.error.location_not_resolved",
  no_location_found: "search.inStore.error.no_location_found",
  geocode_unavailable: "search.inStore.error.geocode_unavailable",

  // Saved lists and favourites (decision 0032).
  list_name_taken: "favourites.error.listNameTaken",
  list_limit_reached: "favourites.error.listLimitReached",
  list_full: "favourites.error.listFull",
  favourites_full: "favourites.error.favouritesFull",
  version_conflict: "favourites.error.versionConflict",
  offers_unavailable: "favourites.error.offersUnavailable",
  categories_unavailable: "favourites.error.categoriesUnavailable",
};

/** The message of a code (an API refusal's, or a `reason` in an answer), else null. */
export function codeMessageId(code: string, flow: ErrorMessages = {}): MessageId | null {
  const known = code as keyof ErrorMessages;
  return flow[known] ?? MESSAGE_OF[known] ?? null;
}

/** The message of an API (or network) error the map knows, else null. */
export function knownErrorMessageId(error: unknown, flow: ErrorMessages = {}): MessageId | null {
  return error instanceof ApiError ? codeMessageId(error.code, flow) : null;
}

/** The message for a failed call: the flow's wording, else the map's, else `fallback`. */
export function errorMessageId(
  error: unknown,
  fallback: MessageId = "auth.error.generic",
  flow: ErrorMessages = {},
): MessageId {
  return knownErrorMessageId(error, flow) ?? fallback;
}
