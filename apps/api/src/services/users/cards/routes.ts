import {
  associateCardRequestSchema,
  associateCardResponseSchema,
  cardCodeRequestSchema,
  cardsForUserResponseSchema,
  errorEnvelopeSchema,
  expiryStatusResponseSchema,
  failedPaymentVerificationResponseSchema,
  mayAcquisitionQuerySchema,
  mayAcquisitionResponseSchema,
  providerSubscriptionResponseSchema,
  redeemReferralResponseSchema,
  registerableResponseSchema,
  registerCardResponseSchema,
  SUBSCRIPTION_PROVIDERS,
  specialCardsRequestSchema,
  specialCardsResponseSchema,
  updateAutoRenewRequestSchema,
  updateAutoRenewResponseSchema,
} from "@spc/shared";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../../lib/app-error";
import { commonErrorResponses, validationErrorResponse } from "../../../lib/error-responses";
import { requireRegistered } from "../../../plugins/auth";
import {
  acceptAffiliateToken,
  activateInStoreCard,
  assertCardAttemptsAllowed,
  associateBankCard,
  cardsOf,
  expiryStatus,
  mayAcquisition,
  providerSubscription,
  type RenewalGateway,
  recordCardAttempt,
  redeemReferral,
  registerableReason,
  renewalDepsOf,
  retryFailedRenewal,
  specialCardFlags,
  toMemberCard,
  updateAutoRenew,
  withCardAttempt,
} from "../../membership";

const memberErrors = {
  401: errorEnvelopeSchema.describe("Not signed in (unauthorized)"),
  403: errorEnvelopeSchema.describe("Signed in but not registered (not_registered)"),
};

/** The payment gateway of the checkout plugin (`fastify.payments`), when it is registered. */
function gatewayOf(fastify: FastifyInstance): RenewalGateway {
  const gateway = (fastify as unknown as { payments?: { gateway?: RenewalGateway } }).payments
    ?.gateway;
  if (!gateway) throw AppError.unavailable("Payments are not available");
  return gateway;
}

/**
 * The card calls of the users service (spec §7), mounted at /api/users. The member is always the
 * session's user. Card-code calls (registerable, register, special) count failed attempts: 5 per
 * member per hour and 10 per card number per day, then 429 rate_limited.
 */
export const userCardsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const db = fastify.database.db;
  const affiliateSecret = fastify.config.affiliate.tokenSecret;

  fastify.get(
    "/v2/cardsForUser",
    {
      preHandler: requireRegistered,
      schema: {
        tags: ["users"],
        summary: "The member's own cards (spec §3 Card, is_expired computed), primary first",
        response: { 200: cardsForUserResponseSchema, ...memberErrors, ...commonErrorResponses },
      },
    },
    async (request) => {
      const now = new Date();
      const rows = await cardsOf(db, request.user!.id);
      return { cards: rows.map((row) => toMemberCard(row, now)) };
    },
  );

  fastify.post(
    "/v2/card/registerable",
    {
      preHandler: requireRegistered,
      schema: {
        tags: ["users"],
        summary: "Can this card (number + security code) be registered by the member?",
        description:
          "reason: card_not_found, invalid_card_code, card_already_registered, or null. Failed checks count toward the card-code attempt limit (429 rate_limited).",
        body: cardCodeRequestSchema,
        response: {
          200: registerableResponseSchema,
          ...validationErrorResponse,
          ...memberErrors,
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const userId = request.user!.id;
      const { card_number, csv } = request.body;
      await assertCardAttemptsAllowed(db, userId, card_number);
      const { reason, cobrand } = await registerableReason(db, card_number, csv);
      if (reason) await recordCardAttempt(db, userId, card_number, false);
      return { registerable: reason === null, reason, cobrand };
    },
  );

  fastify.post(
    "/v2/register/card",
    {
      preHandler: requireRegistered,
      schema: {
        tags: ["users"],
        summary: "Register an existing (in-store or unassigned) card to the member",
        description:
          "404 card_not_found, 400 invalid_card_code, 409 card_already_registered, 409 checkout_in_progress (a purchase of the member is being processed), 429 rate_limited.",
        body: cardCodeRequestSchema,
        response: {
          201: registerCardResponseSchema,
          400: errorEnvelopeSchema.describe("validation_error or invalid_card_code"),
          ...memberErrors,
          404: errorEnvelopeSchema.describe("card_not_found"),
          409: errorEnvelopeSchema.describe("card_already_registered or checkout_in_progress"),
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const userId = request.user!.id;
      const { card_number, csv } = request.body;
      const card = await withCardAttempt(db, userId, card_number, () =>
        db.transaction((tx) => activateInStoreCard(tx, userId, card_number, csv)),
      );
      return reply.code(201).send({ card: toMemberCard(card, new Date()) });
    },
  );

  fastify.post(
    "/v2/user/getIsSpecialCards",
    {
      preHandler: requireRegistered,
      schema: {
        tags: ["users"],
        summary: "Special-card flags (gold ticket, high school, VIP) of a card whose code is known",
        description:
          "The member's own card, or an unassigned one. 404 card_not_found, 400 invalid_card_code, 409 card_already_registered (someone else's), 429 rate_limited.",
        body: specialCardsRequestSchema,
        response: {
          200: specialCardsResponseSchema,
          400: errorEnvelopeSchema.describe("validation_error or invalid_card_code"),
          ...memberErrors,
          404: errorEnvelopeSchema.describe("card_not_found"),
          409: errorEnvelopeSchema.describe("card_already_registered"),
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const userId = request.user!.id;
      const { card_number, card_csv } = request.body;
      return withCardAttempt(db, userId, card_number, () =>
        specialCardFlags(db, userId, card_number, card_csv),
      );
    },
  );

  fastify.post(
    "/v2/associateCard",
    {
      preHandler: requireRegistered,
      schema: {
        tags: ["users"],
        summary: "Bank-affiliate registration: gives the SPC+ tier free (a one-year cibc card)",
        description:
          "`token`: the signed, expiring, single-use affiliate token of the bank's link. upgradeType `new` (first membership) or `upgrade` (had a valid card). 400 affiliate_token_invalid / affiliate_token_expired; 400 already_associated when the member already holds a valid cibc card or already spent this token (spec §8); 409 affiliate_token_used when another account spent it.",
        body: associateCardRequestSchema,
        response: {
          201: associateCardResponseSchema,
          400: errorEnvelopeSchema.describe(
            "validation_error, affiliate_token_invalid, affiliate_token_expired or already_associated",
          ),
          409: errorEnvelopeSchema.describe("affiliate_token_used"),
          ...memberErrors,
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const now = new Date();
      const token = acceptAffiliateToken(affiliateSecret, request.body.token, now);
      const result = await associateBankCard(db, request.user!.id, token, now);
      return reply.code(201).send({
        upgradeType: result.upgradeType,
        card: toMemberCard(result.card, now),
      });
    },
  );

  for (const provider of SUBSCRIPTION_PROVIDERS) {
    fastify.get(
      `/user/check_${provider}_subscription`,
      {
        preHandler: requireRegistered,
        schema: {
          tags: ["users"],
          summary: `Does the member renew a paid membership through ${provider}?`,
          description:
            "braintree: a saved card (or the local test gateway's vault) on an auto-renewing own-brand card; paypal: the same, when the member paid with PayPal; apple / google: always false (in-app stores belong to the native apps).",
          response: {
            200: providerSubscriptionResponseSchema,
            ...memberErrors,
            ...commonErrorResponses,
          },
        },
      },
      async (request) => providerSubscription(db, request.user!.id, provider),
    );
  }

  fastify.put(
    "/user/updateAutoRenew",
    {
      preHandler: requireRegistered,
      schema: {
        tags: ["users"],
        summary: "Turn auto-renew on or off for the member's paid own-brand cards",
        description:
          "Plain toggle (the web updates optimistically and rolls back on failure). Turning it on needs a saved payment method (409 payment_method_required) and a card that can renew (409 no_renewable_card). promoCode (checked like a checkout promo code, 422 promo_code_not_valid otherwise, nothing changed) is applied to the next renewal.",
        body: updateAutoRenewRequestSchema,
        response: {
          200: updateAutoRenewResponseSchema,
          ...validationErrorResponse,
          ...memberErrors,
          409: errorEnvelopeSchema.describe("payment_method_required or no_renewable_card"),
          422: errorEnvelopeSchema.describe("promo_code_not_valid"),
          ...commonErrorResponses,
        },
      },
    },
    async (request) =>
      updateAutoRenew(db, request.user!.id, request.body.is_auto_renew, request.body.promoCode),
  );

  fastify.post(
    "/user/failed_payment_verification",
    {
      preHandler: requireRegistered,
      schema: {
        tags: ["users"],
        summary: "Retry the member's failed renewal now (after updating the payment method)",
        description:
          "status renewed (charged, card extended), failed (declined again: the payment notice stays) or none (nothing outstanding).",
        response: {
          200: failedPaymentVerificationResponseSchema,
          ...memberErrors,
          503: errorEnvelopeSchema.describe("service_unavailable (no payment gateway)"),
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const userId = request.user!.id;
      // The job's own dependencies: same retry policy and the same e-mails as a scheduled retry.
      const result = await retryFailedRenewal(renewalDepsOf(fastify, gatewayOf(fastify)), userId);
      const rows = await cardsOf(db, userId);
      const card = rows.find((row) => row.id === result.cardId);
      return {
        success: result.status === "renewed",
        status: result.status,
        expiry_date: card?.expiryDate ?? null,
      };
    },
  );

  fastify.get(
    "/redeemReferral",
    {
      preHandler: requireRegistered,
      schema: {
        tags: ["users"],
        summary: "Redeem one unredeemed referral: one free year on the member's card",
        description:
          "Each referral (referral_count) can be redeemed once (referral_redemption_count). 409 no_referral_to_redeem.",
        response: {
          200: redeemReferralResponseSchema,
          ...memberErrors,
          409: errorEnvelopeSchema.describe("no_referral_to_redeem"),
          ...commonErrorResponses,
        },
      },
    },
    async (request) => redeemReferral(db, request.user!.id),
  );

  fastify.get(
    "/user/may-acquisition",
    {
      preHandler: requireRegistered,
      schema: {
        tags: ["users"],
        summary: "Acquisition campaign 'june-acq': eligibility, or redeem with ?redeem=true",
        description:
          "Eligible: a registered member without a valid card who never redeemed the campaign. Redeeming gives a 30-day card (like a trial, without using up the free trial). 409 not_eligible.",
        querystring: mayAcquisitionQuerySchema,
        response: {
          200: mayAcquisitionResponseSchema,
          ...validationErrorResponse,
          ...memberErrors,
          409: errorEnvelopeSchema.describe("not_eligible"),
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const redeem = request.query.redeem === "true" || request.query.redeem === "1";
      return mayAcquisition(db, request.user!.id, redeem);
    },
  );

  fastify.get(
    "/membership/expiry-status",
    {
      preHandler: requireRegistered,
      schema: {
        tags: ["users"],
        summary: "Membership-expiry notice { success, type, days } (spec §3, §4 banners)",
        description:
          "type payment (a renewal charge failed; days 0/2/7/14/30/60), auto-renew (auto-renew off, expiring within 30 days; days 0/7/14/30) or subscription (expired). success false = no banner. `email` is the member's, for the modal's e-mail match.",
        response: { 200: expiryStatusResponseSchema, ...memberErrors, ...commonErrorResponses },
      },
    },
    async (request) => expiryStatus(db, request.user!),
  );
};
