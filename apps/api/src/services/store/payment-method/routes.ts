import { errorEnvelopeSchema, paymentMethodResponseSchema } from "@spc/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { GatewayUnavailableError } from "../../../adapters/payments";
import { commonErrorResponses } from "../../../lib/error-responses";
import { requireUser } from "../../../plugins/auth";
import { customerIdFor } from "../../membership";
import { createStoreAccountRepository } from "../account/repository";
import { describeMethod, fromOwnRecord } from "./describe-method";

/**
 * GET /payment_method: the saved method renewals charge, as /billing shows it. Our path beside
 * spec §7 (which has no read of it); docs/decisions/0014.
 */
export const paymentMethodRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const repository = createStoreAccountRepository(fastify.database.db);

  fastify.get(
    "/payment_method",
    {
      preHandler: requireUser,
      schema: {
        tags: ["store"],
        summary:
          "The member's saved payment method (brand, last 4, expiry or masked PayPal e-mail)",
        response: {
          200: paymentMethodResponseSchema,
          401: errorEnvelopeSchema.describe("Not signed in"),
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const userId = request.user!.id;
      const saved = await repository.savedPaymentMethod(userId);
      const gateway = fastify.payments.gateway;
      // A token saved through another gateway cannot be charged by this one: nothing usable.
      if (!saved?.paymentMethodToken || saved.gateway !== gateway.name) {
        return { payment_method: null };
      }
      try {
        const found = await gateway.findPaymentMethod(
          customerIdFor(userId),
          saved.paymentMethodToken,
        );
        return { payment_method: found ? describeMethod(found) : null };
      } catch (error) {
        if (!(error instanceof GatewayUnavailableError)) throw error;
        // The gateway is down: what we recorded when it was saved is still true enough to show.
        request.log.warn({ err: error }, "payment method lookup failed; showing our own record");
        return { payment_method: describeMethod(fromOwnRecord(saved)) };
      }
    },
  );
};
