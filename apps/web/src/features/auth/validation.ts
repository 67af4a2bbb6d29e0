import {
  issue,
  VALIDATION_MESSAGES as MSG,
  type ValidationIssue,
  validatePassword,
} from "@spc/shared";

import { isEmailFormat } from "./email-format";

/** validateEmail of @spc/shared without zod: required, then well-formed. */
export function validateEmailField(value: string): ValidationIssue | null {
  if (value.trim() === "") return issue(MSG.required);
  return isEmailFormat(value) ? null : issue(MSG.emailInvalid);
}

export function validateRequired(value: string): ValidationIssue | null {
  return value.trim() === "" ? issue(MSG.required) : null;
}

/** The first unmet password requirement (the checklist shows all of them). */
export function validatePasswordField(value: string): ValidationIssue | null {
  if (value === "") return issue(MSG.required);
  return validatePassword(value)[0] ?? null;
}

export interface Credentials {
  email: string;
  password: string;
}

/**
 * E-mail + password rules: a well-formed e-mail, and a password that is only required to sign in
 * ("current") or meets every rule of spec §5 for a new account ("new").
 */
export function validateCredentials(
  values: Credentials,
  password: "current" | "new",
): Partial<Record<keyof Credentials, ValidationIssue>> {
  const errors: Partial<Record<keyof Credentials, ValidationIssue>> = {};
  const email = validateEmailField(values.email);
  if (email) errors.email = email;
  const issue =
    password === "new" ? validatePasswordField(values.password) : validateRequired(values.password);
  if (issue) errors.password = issue;
  return errors;
}
