import { z } from "zod";

/** A revealed promo code for an offer (spec §3 "Promo code response"). */
export const promoCodeResponseSchema = z.object({ code: z.string() });
export type PromoCodeResponse = z.infer<typeof promoCodeResponseSchema>;

/** Marketing e-mail and paid subscription flags (spec §3 "Subscription flags"). */
export const subscriptionFlagsSchema = z.object({
  is_subscriber: z.boolean(),
  has_active_subscription: z.boolean(),
});
export type SubscriptionFlags = z.infer<typeof subscriptionFlagsSchema>;
