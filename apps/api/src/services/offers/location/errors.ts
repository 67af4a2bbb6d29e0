import { ERROR_CODES } from "@spc/shared";
import { AppError } from "../../../lib/app-error";

/**
 * Geocode errors of spec §8 with their exact English messages; the web translates by `code`.
 * ('No Postal Code' of the spec is the same situation as 'No postal code provided.'.)
 */
export const GEOCODE_ERRORS = {
  noPostalCode: { code: ERROR_CODES.noPostalCode, message: "No postal code provided." },
  notResolved: { code: ERROR_CODES.locationNotResolved, message: "Could not resolve location" },
  unavailable: { code: ERROR_CODES.geocodeUnavailable, message: "Geocode not available." },
  noLocation: { code: ERROR_CODES.noLocationFound, message: "No location found." },
} as const;

export type GeocodeErrorKind = keyof typeof GEOCODE_ERRORS;

/** The envelope error of one of the geocode situations. */
export function geocodeError(kind: GeocodeErrorKind, cause?: unknown): AppError {
  const { code, message } = GEOCODE_ERRORS[kind];
  return new AppError(code, message, cause === undefined ? undefined : { cause });
}
