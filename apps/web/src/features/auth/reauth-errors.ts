import { type ErrorMessages, errorMessageId } from "../../i18n/error-messages";
import type { MessageId } from "../../i18n/messages";

/** Reauthentication keeps the spec's own wording ('Invalid email', 'Invalid password'…). */
const REAUTHENTICATION: ErrorMessages = {
  invalid_email: "validation.reauth.email_invalid",
  invalid_password: "validation.reauth.password_invalid",
  invalid_provider_id: "validation.reauth.provider_invalid",
};

export function reauthErrorMessageId(error: unknown): MessageId {
  return errorMessageId(error, "auth.error.generic", REAUTHENTICATION);
}
