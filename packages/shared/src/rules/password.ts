import { PASSWORD_MIN_LENGTH } from "../constants";
import { issue, VALIDATION_MESSAGES as MSG, type ValidationIssue } from "./messages";

// Letters are judged with Unicode classes so "É" counts as upper-case for French speakers;
// length counts code points so an emoji is one character, as the user sees it.

/** Every unmet password requirement, in the order a checklist shows them (empty = valid). */
export function validatePassword(password: string): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  if ([...password].length < PASSWORD_MIN_LENGTH) {
    issues.push(issue(MSG.passwordTooShort, { min: PASSWORD_MIN_LENGTH }));
  }
  if (!/\p{Nd}/u.test(password)) issues.push(issue(MSG.passwordNeedsDigit));
  if (!/\p{Lu}/u.test(password)) issues.push(issue(MSG.passwordNeedsUppercase));
  if (!/\p{Ll}/u.test(password)) issues.push(issue(MSG.passwordNeedsLowercase));
  return issues;
}

/** True when the password has ≥ 8 characters, a digit, an upper-case and a lower-case letter. */
export function isValidPassword(password: string): boolean {
  return validatePassword(password).length === 0;
}

/**
 * True when the password contains a special character: anything that is not a letter, a digit
 * or whitespace. Kept separate because the spec lists it apart from the base rule.
 */
export function hasSpecialCharacter(password: string): boolean {
  return /[^\p{L}\p{N}\s]/u.test(password);
}

/** The special-character check as a validation result, for forms that require it. */
export function validatePasswordSpecialCharacter(password: string): ValidationIssue | null {
  return hasSpecialCharacter(password) ? null : issue(MSG.passwordNeedsSpecial);
}
