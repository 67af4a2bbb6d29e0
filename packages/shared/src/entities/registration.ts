import { z } from "zod";

/** Whether the signed-in identity is registered and holds a card (spec §3 "Registration result"). */
export const registrationResultSchema = z.object({
  registered: z.boolean(),
  hasCard: z.boolean(),
  bmo: z.boolean(),
  membership_type: z.string().nullable(),
});
export type RegistrationResult = z.infer<typeof registrationResultSchema>;

/** A member's referral code and its counters (spec §3 "Referral"). */
export const referralSchema = z.object({
  referral_code: z.string(),
  referral_count: z.number().int().nonnegative(),
  referral_redemption_count: z.number().int().nonnegative(),
});
export type Referral = z.infer<typeof referralSchema>;
