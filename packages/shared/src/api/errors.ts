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
    /** The request's id (also the X-Request-Id header): quote it to support. */
    request_id: z.string().optional(),
  }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
