import {
  CARD_NUMBER_BLOCKS,
  CARD_NUMBER_LENGTH,
  CARD_NUMBER_PREFIX,
  REGISTER_CARD_NUMBER_MAX_LENGTH,
  REGISTER_CARD_NUMBER_MIN_LENGTH,
} from "../constants";
import { issue, VALIDATION_MESSAGES as MSG, type ValidationIssue } from "./messages";

/** Removes the display separators (dashes, spaces) a masked or pasted card number carries. */
export function stripCardNumber(value: string): string {
  return value.replace(/[\s-]/g, "");
}

/**
 * Validates a membership card number: exactly 16 digits starting with 6018. The display form
 * "6018-1234-…" is accepted since separators are stripped first; any other character is refused.
 */
export function validateCardNumber(value: string): ValidationIssue | null {
  const digits = stripCardNumber(value);
  if (digits === "") return issue(MSG.cardNumberRequired);
  if (!/^\d+$/.test(digits)) return issue(MSG.cardNumberDigitsOnly);
  if (digits.length !== CARD_NUMBER_LENGTH) {
    return issue(MSG.cardNumberLength, { min: CARD_NUMBER_LENGTH, max: CARD_NUMBER_LENGTH });
  }
  if (!digits.startsWith(CARD_NUMBER_PREFIX)) {
    return issue(MSG.cardNumberPrefix, { prefix: CARD_NUMBER_PREFIX });
  }
  return null;
}

/** True for a valid membership card number (see `validateCardNumber`). */
export function isValidCardNumber(value: string): boolean {
  return validateCardNumber(value) === null;
}

/** Validates an existing card being registered: 13 to 16 digits, no prefix rule. */
export function validateRegistrableCardNumber(value: string): ValidationIssue | null {
  const digits = stripCardNumber(value);
  if (digits === "") return issue(MSG.cardNumberRequired);
  if (!/^\d+$/.test(digits)) return issue(MSG.cardNumberDigitsOnly);
  const { length } = digits;
  if (length < REGISTER_CARD_NUMBER_MIN_LENGTH || length > REGISTER_CARD_NUMBER_MAX_LENGTH) {
    return issue(MSG.cardNumberLength, {
      min: REGISTER_CARD_NUMBER_MIN_LENGTH,
      max: REGISTER_CARD_NUMBER_MAX_LENGTH,
    });
  }
  return null;
}

/** True for a card number acceptable when registering an existing card. */
export function isValidRegistrableCardNumber(value: string): boolean {
  return validateRegistrableCardNumber(value) === null;
}

/** Groups digits into the 4-4-4-4 blocks joined by dashes; shared by display and mask. */
function groupBlocks(digits: string): string {
  const parts: string[] = [];
  let at = 0;
  for (const size of CARD_NUMBER_BLOCKS) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  // Never hide digits of an over-long value: show them as an extra group so the user sees them.
  if (at < digits.length) parts.push(digits.slice(at));
  return parts.join("-");
}

/** Display form of a card number: "6018123412341234" → "6018-1234-1234-1234". */
export function formatCardNumber(value: string): string {
  return groupBlocks(stripCardNumber(value));
}

/** Card number as typed: digits only, at most 16, grouped with dashes as blocks fill. */
export function maskCardNumber(value: string): string {
  return groupBlocks(value.replace(/\D/g, "").slice(0, CARD_NUMBER_LENGTH));
}
