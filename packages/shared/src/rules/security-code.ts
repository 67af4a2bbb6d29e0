import { CSV_LENGTH, REGISTER_CSV_MAX_LENGTH, REGISTER_CSV_MIN_LENGTH } from "../constants";
import { issue, VALIDATION_MESSAGES as MSG, type ValidationIssue } from "./messages";

function validateDigits(value: string, min: number, max: number): ValidationIssue | null {
  const code = value.trim();
  if (code === "") return issue(MSG.securityCodeRequired);
  const ok = /^\d+$/.test(code) && code.length >= min && code.length <= max;
  return ok ? null : issue(MSG.securityCodeInvalid, { min, max });
}

/** Validates a membership security code (csv): exactly 3 digits. */
export function validateSecurityCode(value: string): ValidationIssue | null {
  return validateDigits(value, CSV_LENGTH, CSV_LENGTH);
}

/** True for a valid membership security code. */
export function isValidSecurityCode(value: string): boolean {
  return validateSecurityCode(value) === null;
}

/** Validates the security code of an existing card being registered: 3 or 4 digits. */
export function validateRegistrableSecurityCode(value: string): ValidationIssue | null {
  return validateDigits(value, REGISTER_CSV_MIN_LENGTH, REGISTER_CSV_MAX_LENGTH);
}

/** True for a security code acceptable when registering an existing card. */
export function isValidRegistrableSecurityCode(value: string): boolean {
  return validateRegistrableSecurityCode(value) === null;
}

/** Security code as typed: digits only, at most `maxLength` (3 by default). */
export function maskSecurityCode(value: string, maxLength: number = CSV_LENGTH): string {
  return value.replace(/\D/g, "").slice(0, maxLength);
}
