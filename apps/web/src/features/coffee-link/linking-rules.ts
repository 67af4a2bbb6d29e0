import type { MessageId } from "../../i18n/messages";
import { ApiError } from "../../lib/api-client";
import { validateEmailField } from "../auth";

/**
 * Spec §5: a valid e-mail and a matching confirmation (trimmed, case-insensitive, as the API
 * compares them). Without zod, which must not reach the browser (features/auth/email-format.ts).
 */
export function linkingEmailsValid(email: string, confirmation: string): boolean {
  return (
    validateEmailField(email) === null &&
    email.trim().toLowerCase() === confirmation.trim().toLowerCase()
  );
}

/** Spec §5: the submit button is disabled while invalid, loading or in link-error state. */
export function canSubmitLink(input: {
  email: string;
  confirmation: string;
  loading: boolean;
  linkError: boolean;
}): boolean {
  return !input.loading && !input.linkError && linkingEmailsValid(input.email, input.confirmation);
}

/**
 * Spec §8: the known link-failure code reads 'Linking process has failed, please retry your Tims
 * reward account email.'; the other refusals the API names have their own words; anything else
 * is 'Something Went Wrong!' (decision 0046: the server's English message is never shown).
 */
export function linkErrorMessage(error: unknown): MessageId {
  const code = error instanceof ApiError ? error.code : "";
  if (code === "tims_link_failed") return "coffeeLink.error.linkFailed";
  if (code === "tims_account_taken") return "coffeeLink.error.taken";
  if (code === "tims_already_linked") return "coffeeLink.error.alreadyLinked";
  if (code === "rate_limited") return "coffeeLink.error.rateLimited";
  return "coffeeLink.error.generic";
}
