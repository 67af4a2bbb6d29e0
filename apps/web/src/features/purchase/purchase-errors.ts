import { CODE_REFUSAL_REASONS, STORE_ERROR_CODES as CODES } from "@spc/shared";
import type { MessageId } from "../../i18n/messages";
import { ApiError } from "../../lib/api-client";
import { PaymentFieldError } from "./payment-method/drop-in";
import type { CodeRefusalReason } from "./types";

/** The translated text of a refused code. */
export function codeRefusalMessage(reason: CodeRefusalReason | null | undefined): MessageId {
  return reason && CODE_REFUSAL_REASONS.includes(reason)
    ? (`purchase.promo.error.${reason}` as MessageId)
    : "purchase.promo.error.not_found";
}

/** The translated text of a failed checkout. */
export function checkoutErrorMessage(error: unknown): MessageId {
  if (error instanceof PaymentFieldError) return "purchase.payment.dropIn.incomplete";
  if (!(error instanceof ApiError)) return "purchase.error.generic";
  switch (error.code) {
    case CODES.paymentDeclined:
      return "purchase.error.declined";
    case CODES.paymentUnavailable:
      return "purchase.error.unavailable";
    case CODES.checkoutInProgress:
      return "purchase.error.inProgress";
    case CODES.activeMembership:
      return "purchase.error.activeMembership";
    case CODES.provinceRequired:
      return "purchase.error.provinceRequired";
    case CODES.codeNotValid:
    case CODES.tooManyCodes:
      return "purchase.error.code";
    case "network_error":
      return "purchase.error.network";
    default:
      return "purchase.error.generic";
  }
}
