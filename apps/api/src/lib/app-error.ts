import { ERROR_CODES, type ErrorCode } from "@spc/shared";

/**
 * The error code throws when a request cannot be served: a code from the one catalogue of
 * `@spc/shared`, never an HTTP status (the errors plugin maps codes to statuses, decision 0025).
 * Its `code`, `message` and `details` reach the client as-is in the error envelope, so all three
 * must be safe to show (no SQL, no internals); `cause` goes to the log only.
 */
export class AppError extends Error {
  override name = "AppError";

  constructor(
    readonly code: ErrorCode,
    message: string,
    options?: { cause?: unknown; details?: Record<string, unknown> },
  ) {
    super(message, options);
    this.details = options?.details;
  }

  /** Safe, machine-readable context sent as `error.details` (e.g. a partner url_name). */
  readonly details: Record<string, unknown> | undefined;

  static notFound(message = "Not found") {
    return new AppError(ERROR_CODES.notFound, message);
  }

  static unauthorized(message = "Authentication required") {
    return new AppError(ERROR_CODES.unauthorized, message);
  }

  static forbidden(message = "You are not allowed to do this") {
    return new AppError(ERROR_CODES.forbidden, message);
  }

  static conflict(message: string) {
    return new AppError(ERROR_CODES.conflict, message);
  }

  static unavailable(message = UNAVAILABLE_MESSAGE, cause?: unknown) {
    return new AppError(ERROR_CODES.unavailable, message, { cause });
  }
}

/** The message of a 503: an outage (the database is not answering) or a restart. */
export const UNAVAILABLE_MESSAGE =
  "The service is temporarily unavailable. Please try again shortly.";

/** The message of spec §8 for HTTP 429; the web shows its own translated text for the code. */
export const RATE_LIMITED_MESSAGE = "Too many requests at the moment. Please try again later";

export function rateLimitedError(): AppError {
  return new AppError(ERROR_CODES.rateLimited, RATE_LIMITED_MESSAGE);
}
