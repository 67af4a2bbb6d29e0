import { z } from "zod";
import { issue, VALIDATION_MESSAGES as MSG, type ValidationIssue } from "./messages";

// The same check as every `z.email()` schema of the contract, so a form and the API never
// disagree on what an e-mail is.
const emailCheck = z.email();

/** True for a syntactically valid e-mail address (surrounding whitespace ignored). */
export function isValidEmail(value: string): boolean {
  return emailCheck.safeParse(value.trim()).success;
}

/** Validates an e-mail field: required, then well-formed. */
export function validateEmail(value: string): ValidationIssue | null {
  if (value.trim() === "") return issue(MSG.required);
  return isValidEmail(value) ? null : issue(MSG.emailInvalid);
}

/** Compares e-mails the way mailboxes do in practice: trimmed and case-insensitively. */
export function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** The e-mail subscribe button is enabled only for a non-empty valid e-mail. */
export function canSubscribeEmail(value: string): boolean {
  return isValidEmail(value);
}

/**
 * Coffee-chain linking form: a valid e-mail and a matching confirmation, else the one combined
 * message ('Please enter a valid email address and both emails must match').
 */
export function validateLinkingEmails(email: string, confirmation: string): ValidationIssue | null {
  const ok = isValidEmail(email) && sameEmail(email, confirmation);
  return ok ? null : issue(MSG.linkingEmailsInvalid);
}

/** The linking submit button is disabled while invalid, loading or after a link error. */
export function canSubmitLinking(input: {
  email: string;
  confirmation: string;
  loading: boolean;
  linkError: boolean;
}): boolean {
  if (input.loading || input.linkError) return false;
  return validateLinkingEmails(input.email, input.confirmation) === null;
}
