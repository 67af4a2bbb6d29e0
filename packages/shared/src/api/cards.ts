import { z } from "zod";
import { cardSchema, cobrandSchema, specialCardResultSchema } from "../entities/card";
import { expiryNoticeSchema } from "../entities/expiry-notice";
import { trackingSchema } from "../entities/utm";
import { calendarDateSchema, timestampSchema } from "../entities/wire";

// Membership cards, free trial, auto-renew and renewals (spec §3 Card, §4, §7). Every member call
// takes the member from the session. Decisions: docs/decisions/0009-cards-trial-renewals.md.

/** Length of a free trial card, in days. */
export const FREE_TRIAL_DAYS = 30;
/** The renewal job charges cards whose expiry day is at most this many days away. */
export const RENEWAL_LEAD_DAYS = 7;
/** Failed card-code attempts allowed per member per hour, and per card number per day. */
export const CARD_ATTEMPTS_PER_MEMBER_HOUR = 5;
export const CARD_ATTEMPTS_PER_NUMBER_DAY = 10;
/** Payment providers of GET /user/check_{provider}_subscription. */
export const SUBSCRIPTION_PROVIDERS = ["braintree", "paypal", "apple", "google"] as const;
export const subscriptionProviderSchema = z.enum(SUBSCRIPTION_PROVIDERS);
export type SubscriptionProvider = z.infer<typeof subscriptionProviderSchema>;

const cardNumberInput = z
  .string()
  .transform((value) => value.replace(/[\s-]/g, ""))
  .pipe(z.string().regex(/^\d{13,16}$/, "13 to 16 digits"));
const csvInput = z
  .string()
  .trim()
  .regex(/^\d{3,4}$/, "3 or 4 digits");

/** A card as its owner sees it: spec §3 Card plus the flags the web needs. */
export const memberCardSchema = cardSchema.extend({
  is_trial: z.boolean(),
  is_auto_renew: z.boolean(),
  is_highschool: z.boolean(),
  is_vip_card: z.boolean(),
  /**
   * When the card began: its activation (or issue) time. Tells the web when a membership started
   * (the new-member promotion, decision 0053); optional for answers written before it existed.
   */
  started_at: timestampSchema.nullable().optional(),
});
export type MemberCard = z.infer<typeof memberCardSchema>;

/** GET /api/users/v2/cardsForUser. */
export const cardsForUserResponseSchema = z.object({ cards: z.array(memberCardSchema) });
export type CardsForUserResponse = z.infer<typeof cardsForUserResponseSchema>;

/** POST /v2/card/registerable and POST /v2/register/card. */
export const cardCodeRequestSchema = z.object({ card_number: cardNumberInput, csv: csvInput });
export type CardCodeRequest = z.input<typeof cardCodeRequestSchema>;

/** POST /v2/card/registerable: can this card be registered by the member? */
export const registerableResponseSchema = z.object({
  registerable: z.boolean(),
  /** Why not: card_not_found, invalid_card_code, card_already_registered; null when it can. */
  reason: z.string().nullable(),
  cobrand: cobrandSchema.nullable(),
});
export type RegisterableResponse = z.infer<typeof registerableResponseSchema>;

/** POST /v2/register/card answer (201). */
export const registerCardResponseSchema = z.object({ card: memberCardSchema });
export type RegisterCardResponse = z.infer<typeof registerCardResponseSchema>;

/** POST /v2/user/getIsSpecialCards. */
export const specialCardsRequestSchema = z.object({
  card_number: cardNumberInput,
  card_csv: csvInput,
});
export const specialCardsResponseSchema = specialCardResultSchema;

// The bank-affiliate link's path and token parameter live in constants.ts (zod-free: the web's
// route table imports them, and a constant from this file would bring every schema and zod).

/**
 * POST /v2/associateCard (bank affiliate): `token` is the signed, single-use affiliate token the
 * bank put in its link (docs/decisions/0012-bank-affiliate-token.md); without it nothing is given.
 */
export const associateCardRequestSchema = z.object({
  tracking: trackingSchema.optional(),
  token: z.string().trim().min(1).max(512),
});
/** `new`: first membership; `upgrade`: an existing member moved up to SPC+. */
export const associateCardResponseSchema = z.object({
  upgradeType: z.enum(["new", "upgrade"]),
  card: memberCardSchema,
});
export type AssociateCardResponse = z.infer<typeof associateCardResponseSchema>;

/** GET /api/users/user/check_{provider}_subscription. */
export const providerSubscriptionResponseSchema = z.object({
  provider: subscriptionProviderSchema,
  /** A paid own-brand membership renewing through this provider. */
  has_subscription: z.boolean(),
  is_auto_renew: z.boolean(),
  expiry_date: calendarDateSchema.nullable(),
});
export type ProviderSubscriptionResponse = z.infer<typeof providerSubscriptionResponseSchema>;

/** PUT /api/users/user/updateAutoRenew. */
export const updateAutoRenewRequestSchema = z.object({
  is_auto_renew: z.boolean(),
  promoCode: z.string().trim().max(64).nullable().optional(),
});
export const updateAutoRenewResponseSchema = z.object({
  is_auto_renew: z.boolean(),
  promoCode: z.string().nullable(),
});
export type UpdateAutoRenewResponse = z.infer<typeof updateAutoRenewResponseSchema>;

/** POST /api/users/user/failed_payment_verification: retries the failed renewal now. */
export const failedPaymentVerificationResponseSchema = z.object({
  success: z.boolean(),
  /** renewed: charged now; failed: declined again; none: nothing was outstanding. */
  status: z.enum(["renewed", "failed", "none"]),
  expiry_date: calendarDateSchema.nullable(),
});
export type FailedPaymentVerificationResponse = z.infer<
  typeof failedPaymentVerificationResponseSchema
>;

/** GET /api/users/redeemReferral. */
export const redeemReferralResponseSchema = z.object({
  success: z.boolean(),
  expiry_date: calendarDateSchema.nullable(),
  referral_redemption_count: z.number().int(),
});

/** GET /api/users/user/may-acquisition (?redeem=true redeems). */
export const mayAcquisitionQuerySchema = z.object({
  redeem: z.enum(["true", "false", "1", "0"]).optional(),
});
export const mayAcquisitionResponseSchema = z.object({
  campaign: z.string(),
  eligible: z.boolean(),
  redeemed: z.boolean(),
});
export type MayAcquisitionResponse = z.infer<typeof mayAcquisitionResponseSchema>;

/**
 * GET /api/users/membership/expiry-status: the spec's `{ success, type, days }` plus the e-mail the
 * notice is about (the modal opens only when it matches the logged-in e-mail) and the expiry day.
 * `success: false` means "no notice" (type and days are then placeholders).
 */
export const expiryStatusResponseSchema = expiryNoticeSchema.extend({
  email: z.string().nullable(),
  expiry_date: calendarDateSchema.nullable(),
});
export type ExpiryStatusResponse = z.infer<typeof expiryStatusResponseSchema>;

/** GET /api/offers/isFreeTrial. */
export const isFreeTrialResponseSchema = z.object({
  /** The member's membership is a running free trial. */
  is_free_trial: z.boolean(),
  /** The member may still start one (never had one, by account or e-mail, and no valid card). */
  is_eligible: z.boolean(),
});
export type IsFreeTrialResponse = z.infer<typeof isFreeTrialResponseSchema>;

/** POST /api/store/getFreeTrialCard (201). */
export const freeTrialCardResponseSchema = z.object({ card: memberCardSchema });

/** GET /api/offers/activation-incentive/{id} (`id`: the card number just activated). */
export const activationIncentiveResponseSchema = z.object({
  eligible: z.boolean(),
  /** The incentive offered: turning auto-renew on for the activated card. */
  incentive: z.literal("auto_renew").nullable(),
  /**
   * The renewal promo code that comes with it (ACTIVATION_INCENTIVE_PROMO_CODE, decision 0052),
   * only while the code is live for this member; null when there is none. Sent with
   * PUT /user/updateAutoRenew (promoCode) it is kept for the next renewal.
   */
  coupon: z
    .object({
      code: z.string(),
      /** As codeDiscountSchema (api/store): whole percent (15 = 15 %) or cents off. */
      discount: z.object({
        type: z.enum(["percent", "fixed"]),
        value: z.number().int().nonnegative(),
      }),
    })
    .nullable(),
});
export type ActivationIncentiveResponse = z.infer<typeof activationIncentiveResponseSchema>;

/** GET /api/offers/verify-user/hbc: is the member a valid member (partner check). */
export const verifyUserHbcResponseSchema = z.object({ verified: z.boolean() });
