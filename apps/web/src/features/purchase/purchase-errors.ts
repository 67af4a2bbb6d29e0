import { CODE_REFUSAL_REASONS } from "@spc/shared";
import { type ErrorMessages, errorMessageId } from "../../i18n/error-messages";
import type { MessageId } from "../../i18n/messages";
import { PaymentFieldError } from "./payment-method/drop-in";
import type { CodeRefusalReason } from "./types";

/** The translated text of a refused code. */
export function codeRefusalMessage(reason: CodeRefusalReason | null | undefined): MessageId {
  return reason && CODE_REFUSAL_REASONS.includes(reason)
    ? (`purchase.promo.error.${reason}` as MessageId)
    : "purchase.promo.error.not_found";
}

/** Checkout's own wording: the payment itself is still running, and nothing is charged twice. */
const CHECKOUT: ErrorMessages = {
  checkout_in_progress: "purchase.error.inProgress",
  network_error: "purchase.error.network",
};

/** The translated text of a failed checkout. */
export function checkoutErrorMessage(error: unknown): MessageId {
  if (error instanceof PaymentFieldError) return "purchase.payment.dropIn.incomplete";
  return errorMessageId(error, "purchase.error.generic", CHECKOUT);
}
