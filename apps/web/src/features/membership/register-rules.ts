import { codeMessageId, errorMessageId } from "../../i18n/error-messages";
import type { MessageId } from "../../i18n/messages";
import { ApiError } from "../../lib/api-client";

/** `shouldPromptAutoRenew` of @spc/shared (its module imports zod through the card entity). */
export function shouldPromptAutoRenew(input: {
  isAutoRenew: boolean;
  isFreeTrial: boolean;
  hasValidCard: boolean;
}): boolean {
  return !input.isAutoRenew && !input.isFreeTrial && !input.hasValidCard;
}

/** The translated text of a refused card registration or free trial (a code or the error). */
export function cardErrorMessage(reasonOrError: unknown): MessageId {
  if (typeof reasonOrError === "string") {
    return codeMessageId(reasonOrError) ?? "membership.register.error.generic";
  }
  if (reasonOrError instanceof ApiError && reasonOrError.status === 429) {
    return "membership.register.error.too_many_attempts";
  }
  return errorMessageId(reasonOrError, "membership.register.error.generic");
}

/**
 * Where /activate sends its visitor (spec §2.3): a visitor goes to sign-up with the card and
 * from_qr=true, and comes back after it to the sign-up-time activation (/signup/activate);
 * a signed-in user goes to /register, card prefilled.
 */
export function activateDestination(input: {
  isLoggedIn: boolean;
  cardNumber: string | null;
  csv: string | null;
}): { to: string; remember: string | null } {
  const query = new URLSearchParams();
  if (input.cardNumber) query.set("card_num", input.cardNumber);
  if (input.csv) query.set("csv", input.csv);
  const card = query.size ? `?${query}` : "";
  if (!input.isLoggedIn) {
    query.set("from_qr", "true");
    return { to: `/signup?${query}`, remember: `/signup/activate${card}` };
  }
  return { to: `/register${card}`, remember: null };
}
