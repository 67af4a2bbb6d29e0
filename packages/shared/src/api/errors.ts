import { z } from "zod";

/**
 * The one error envelope every API error uses. `code` is a stable snake_case id the web maps to a
 * translated message; `message` is English text for logs and API users, never a stack trace or SQL.
 */
export const errorEnvelopeSchema = z.object({
  error: z.object({
    code: z.string().regex(/^[a-z][a-z0-9_]*$/),
    message: z.string(),
    /** Optional machine-readable context, e.g. `{ partner_url_name }` on an offer fetch error. */
    details: z.record(z.string(), z.unknown()).optional(),
  }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** Error codes shared by every service; services add their own snake_case codes. */
export const ERROR_CODES = {
  validation: "validation_error",
  notFound: "not_found",
  unauthorized: "unauthorized",
  forbidden: "forbidden",
  rateLimited: "rate_limited",
  conflict: "conflict",
  internal: "internal_error",
  unavailable: "service_unavailable",
  /** Framework-level refusals, before any route runs (decision 0018). */
  badRequest: "bad_request",
  malformedUrl: "malformed_url",
  bodyTooDeep: "body_too_deep",
  requestTimeout: "request_timeout",
  methodNotAllowed: "method_not_allowed",
  notAcceptable: "not_acceptable",
  payloadTooLarge: "payload_too_large",
  uriTooLong: "uri_too_long",
  unsupportedMediaType: "unsupported_media_type",
  headersTooLarge: "headers_too_large",
} as const;
export type CommonErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
