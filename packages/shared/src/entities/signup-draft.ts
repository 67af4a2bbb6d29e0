import { z } from "zod";

/**
 * What the sign-up form keeps between steps (spec §3 "Sign-up draft"). Client-only, so camelCase;
 * `birthdate` is `YYYY-MM-DD` or empty while typing, `age` is derived from it (null until valid).
 * No rules here: the form validates with the functions of `rules/`.
 */
export const signUpDraftSchema = z.object({
  email: z.string(),
  password: z.string(),
  birthdate: z.string(),
  age: z.number().int().nonnegative().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  emailOptIn: z.boolean(),
  agree: z.boolean(),
});
export type SignUpDraft = z.infer<typeof signUpDraftSchema>;
