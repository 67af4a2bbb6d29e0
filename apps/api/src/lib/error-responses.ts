import { errorEnvelopeSchema } from "@spc/shared";

/**
 * Error responses every route can produce, declared so the OpenAPI document shows the envelope.
 * Spread into a route's `response` and add the route's own (e.g. 400 when it takes input).
 */
export const commonErrorResponses = {
  429: errorEnvelopeSchema.describe("Too many requests (rate_limited); see Retry-After"),
  500: errorEnvelopeSchema.describe("Unexpected error (internal_error); details are only logged"),
} as const;

export const validationErrorResponse = {
  400: errorEnvelopeSchema.describe(
    "Invalid input (validation_error); the message names the field",
  ),
} as const;

/** 401 and 403 of the calls behind `requireRegistered` (a signed-in, registered member). */
export const registeredMemberErrors = {
  401: errorEnvelopeSchema.describe("Not signed in (unauthorized)"),
  403: errorEnvelopeSchema.describe(
    "Signed in but not registered (not_registered), or a cookie request from another site (forbidden_origin)",
  ),
} as const;
