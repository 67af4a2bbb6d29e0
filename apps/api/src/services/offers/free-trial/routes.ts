import {
  activationIncentiveResponseSchema,
  errorEnvelopeSchema,
  hasValidCard,
  isFreeTrialResponseSchema,
  verifyUserHbcResponseSchema,
} from "@spc/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { commonErrorResponses } from "../../../lib/error-responses";
import { requireRegistered } from "../../../plugins/auth";
import { cardsOf, freeTrialStatus, liveRenewalPromo, validityOf } from "../../membership";

/** An activated in-store card qualifies for the activation incentive for this many days. */
export const ACTIVATION_INCENTIVE_DAYS = 7;

const memberErrors = {
  401: errorEnvelopeSchema.describe("Not signed in (unauthorized)"),
  403: errorEnvelopeSchema.describe("Signed in but not registered (not_registered)"),
};

/** Membership answers of the offers service (spec §7): free trial, activation incentive, HBC. */
export const membershipOffersRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const db = fastify.database.db;
  const incentiveCode = fastify.config.offers.activationIncentivePromoCode;

  fastify.get(
    "/isFreeTrial",
    {
      schema: {
        tags: ["offers"],
        summary: "Is the member on a free trial, and may they start one? (visitors: eligible)",
        response: { 200: isFreeTrialResponseSchema, ...commonErrorResponses },
      },
    },
    async (request) => freeTrialStatus(db, request.user),
  );

  fastify.get(
    "/activation-incentive/:id",
    {
      preHandler: requireRegistered,
      schema: {
        tags: ["offers"],
        summary: "Does the in-store card just activated (id = its number) get the incentive?",
        description: `Eligible: the member's own active spc in-store card, not a trial, activated within ${ACTIVATION_INCENTIVE_DAYS} days, auto-renew still off; the incentive is turning auto-renew on (/activate/incentive). With ACTIVATION_INCENTIVE_PROMO_CODE set and that promo code live for the member (checkout's rules), \`coupon\` names it and its discount: sent as promoCode with PUT /user/updateAutoRenew, it is kept for the next renewal.`,
        params: z.object({ id: z.string().max(32) }),
        response: {
          200: activationIncentiveResponseSchema,
          ...memberErrors,
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const number = request.params.id.replace(/[\s-]/g, "");
      const now = Date.now();
      const card = (await cardsOf(db, request.user!.id)).find((row) => row.cardNumber === number);
      const eligible =
        card !== undefined &&
        card.cobrand === "spc" &&
        card.status === "active" &&
        !card.isTrial &&
        !card.autoRenew &&
        card.source === "batch" &&
        card.activatedAt !== null &&
        now - card.activatedAt.getTime() <= ACTIVATION_INCENTIVE_DAYS * 86_400_000;
      if (!eligible) return { eligible, incentive: null, coupon: null };
      const coupon = incentiveCode
        ? await liveRenewalPromo(db, incentiveCode, request.user!.id)
        : null;
      return { eligible, incentive: "auto_renew" as const, coupon };
    },
  );

  fastify.get(
    "/verify-user/hbc",
    {
      preHandler: requireRegistered,
      schema: {
        tags: ["offers"],
        summary: "Partner (HBC) check: is the signed-in member a valid member?",
        response: { 200: verifyUserHbcResponseSchema, ...memberErrors, ...commonErrorResponses },
      },
    },
    async (request) => {
      const rows = await cardsOf(db, request.user!.id);
      return { verified: hasValidCard(rows.map(validityOf), new Date()) };
    },
  );
};
