import { z } from "zod";
import { utmRecordSchema } from "./utm";

/** POST /user/accesstoken body (spec §3 "Access token request"); every field is optional. */
export const accessTokenRequestSchema = z.object({
  card_number: z
    .string()
    .regex(/^\d{13,16}$/)
    .optional(),
  utm_data: utmRecordSchema.optional(),
  redirect: z.string().optional(),
  resend_verification: z.boolean().optional(),
});
