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
