import { z } from "zod";

/** The postal-validity verdict (spec §3 "Postal validation response"). */
export const postalValidationSchema = z.object({ is_valid: z.boolean() });

/** GET /validate/postal/{postal} wraps the verdict in `data` (spec §7). */
export const postalValidationResponseSchema = z.object({ data: postalValidationSchema });
