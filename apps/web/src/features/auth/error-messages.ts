import type { MessageId } from "../../i18n/messages";
import { ApiError } from "../../lib/api-client";

/**
 * API error codes → translated messages (spec §8). Sign-in never says which of e-mail or
 * password was wrong, and nothing says whether an address has an account (no enumeration).
 * Codes are the strings of ACCOUNT_ERROR_CODES (@spc/shared), spelled out: that module carries
 * the zod contract, which must stay out of the browser bundle.
 */
const BY_CODE: Record<string, MessageId> = {
  invalid_email_or_password: "auth.error.invalidCredentials",
  invalid_credentials: "auth.error.invalidCredentials",
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
  network_error: "auth.error.network",
  unauthorized: "auth.error.sessionExpired",
};

export function errorMessageId(
  error: unknown,
  fallback: MessageId = "auth.error.generic",
): MessageId {
  if (error instanceof ApiError) return BY_CODE[error.code] ?? fallback;
  return fallback;
}

/** Reauthentication errors keep their own spec wording ('Invalid email', 'Invalid password'…). */
export function reauthErrorMessageId(error: unknown): MessageId {
  if (error instanceof ApiError) {
    if (error.code === "invalid_email") return "validation.reauth.email_invalid";
    if (error.code === "invalid_password") {
      return "validation.reauth.password_invalid";
    }
    if (error.code === "invalid_provider_id") {
      return "validation.reauth.provider_invalid";
    }
  }
  return errorMessageId(error);
}
