import { CA_POSTAL_MAX_LENGTH, US_POSTAL_LENGTH } from "../constants";
import type { Country } from "../entities/locale";
import { issue, VALIDATION_MESSAGES as MSG, type ValidationIssue } from "./messages";

// Format only: letter-digit-letter, optional space, digit-letter-digit. The spec asks no more;
// which letters Canada Post really uses is the server-side postal-validity call's business.
const CA_POSTAL = /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/i;
const US_POSTAL = /^\d{5}$/;

/** True for a Canadian postal code (any case, with or without the middle space, trimmed). */
export function isValidCanadianPostal(value: string): boolean {
  return CA_POSTAL.test(value.trim());
}

/** True for a US ZIP code: exactly five digits once trimmed (ZIP+4 is not accepted). */
export function isValidUsPostal(value: string): boolean {
  return US_POSTAL.test(value.trim());
}

/** True when the value is a postal code of the given country. */
export function isValidPostal(value: string, country: Country): boolean {
  return country === "us" ? isValidUsPostal(value) : isValidCanadianPostal(value);
}

/** The stored form: trimmed; Canadian codes upper-cased with the space ("h2x1y4" → "H2X 1Y4"). */
export function normalizePostal(value: string, country: Country): string {
  const trimmed = value.trim();
  if (country === "us" || !isValidCanadianPostal(trimmed)) return trimmed;
  const compact = trimmed.replace(" ", "").toUpperCase();
  return `${compact.slice(0, 3)} ${compact.slice(3)}`;
}

/** Validates a postal field: required, then the country's format. */
export function validatePostal(value: string, country: Country): ValidationIssue | null {
  if (value.trim() === "") return issue(MSG.postalRequired);
  return isValidPostal(value, country) ? null : issue(MSG.postalInvalid);
}

/** Longest value the postal input accepts per country (with the Canadian space). */
export function postalMaxLength(country: Country): number {
  return country === "us" ? US_POSTAL_LENGTH : CA_POSTAL_MAX_LENGTH;
}
