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

const CARD_REASONS = new Set([
  "card_not_found",
  "invalid_card_code",
  "card_already_registered",
  "free_trial_used",
  "active_membership_exists",
  // A purchase of the member's is still open (decision 0017): the trial or card waits for it.
  "checkout_in_progress",
]);

/** The translated text of a refused card registration or free trial. */
export function cardErrorMessage(reasonOrError: unknown): MessageId {
  const code =
    reasonOrError instanceof ApiError
      ? reasonOrError.status === 429
        ? "too_many_attempts"
        : reasonOrError.code
      : typeof reasonOrError === "string"
        ? reasonOrError
        : "unexpected";
  if (code === "too_many_attempts") return "membership.register.error.too_many_attempts";
  return CARD_REASONS.has(code)
    ? (`membership.register.error.${code}` as MessageId)
    : "membership.register.error.generic";
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
