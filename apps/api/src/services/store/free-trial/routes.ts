import { errorEnvelopeSchema, freeTrialCardResponseSchema } from "@spc/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { commonErrorResponses } from "../../../lib/error-responses";
import { requireRegistered } from "../../../plugins/auth";
import { startFreeTrial, toMemberCard } from "../../membership";

/** POST /api/store/getFreeTrialCard (spec §4 free-trial activation; docs/decisions/0009-cards-trial-renewals.md). */
export const freeTrialStoreRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    "/getFreeTrialCard",
    {
      preHandler: requireRegistered,
      schema: {
        tags: ["store"],
        summary: "Start the member's free trial (a 30-day trial card), once per person",
        description:
          "Once per account and per e-mail, for ever (also after deleting and recreating the account). 409 free_trial_used, 409 active_membership_exists, 409 checkout_in_progress (a purchase of the member is being processed).",
        response: {
          201: freeTrialCardResponseSchema,
          401: errorEnvelopeSchema.describe("unauthorized"),
          403: errorEnvelopeSchema.describe("not_registered"),
          409: errorEnvelopeSchema.describe(
            "free_trial_used, active_membership_exists or checkout_in_progress",
          ),
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const card = await startFreeTrial(fastify.database.db, request.user!);
      return reply.code(201).send({ card: toMemberCard(card, new Date()) });
    },
  );
};
