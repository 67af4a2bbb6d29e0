import { AppError } from "../../../plugins/app-error";

/**
 * Geocode errors of spec §8 with their exact English messages; the web translates by `code`.
 * ('No Postal Code' of the spec is the same situation as 'No postal code provided.'.)
 */
export const GEOCODE_ERRORS = {
  noPostalCode: { status: 400, code: "no_postal_code", message: "No postal code provided." },
  notResolved: {
    status: 422,
    code: "location_not_resolved",
    message: "Could not resolve location",
  },
  unavailable: { status: 503, code: "geocode_unavailable", message: "Geocode not available." },
  noLocation: { status: 404, code: "no_location_found", message: "No location found." },
} as const;

export type GeocodeErrorKind = keyof typeof GEOCODE_ERRORS;

/** The envelope error of one of the geocode situations. */
export function geocodeError(kind: GeocodeErrorKind, cause?: unknown): AppError {
  const { status, code, message } = GEOCODE_ERRORS[kind];
  return new AppError(status, code, message, cause === undefined ? undefined : { cause });
}
