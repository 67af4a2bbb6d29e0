import { z } from "zod";
import { languageSchema } from "./locale";

/** Asks for a VIP code to be sent (spec §3 "VIP code request"). */
export const vipCodeRequestSchema = z.object({
  code: z.string().min(1),
  email: z.email(),
  name: z.string().min(1),
  language: languageSchema,
});

/** Verifies a VIP code for the signed-in member. */
export const vipVerifyRequestSchema = z.object({ code: z.string().min(1) });
