import { z } from "zod";
import { genderSchema } from "./gender";
import { languageSchema } from "./locale";
import { schoolTypeSchema } from "./school";
import { calendarDateSchema } from "./wire";

/**
 * A member's profile (spec §3). Optional answers of the additional questions are nullable rather
 * than absent so the API always returns the same keys. `postal` is stored trimmed and upper-cased.
 */
export const profileSchema = z.object({
  email: z.email(),
  email_lower: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  gender: genderSchema.nullable(),
  language: languageSchema,
  postal: z.string().nullable(),
  birth_date: calendarDateSchema.nullable(),
  school_type: schoolTypeSchema.nullable(),
  school_name: z.string().nullable(),
  referred_by: z.string().nullable(),
  email_opt_in: z.boolean(),
  is_auto_renew: z.boolean(),
  theme_id: z.number().int().nullable(),
  international: z.boolean(),
  province: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;
