import { codeValidationResponseSchema } from "@spc/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { commonErrorResponses, validationErrorResponse } from "../../../lib/error-responses";
import { ROUTE_RATE_LIMITS } from "../../../plugins/rate-limit";
import { checkCode, toValidationResponse } from "../../membership";

const params = z.object({ code: z.string().trim().min(1).max(64) });

/**
 * Checkout code checks of the offers service (spec §7): 200 with `valid` and, when not valid,
 * the reason (not_found, expired, not_started, exhausted, already_used, …). A signed-in member
 * also gets the once-per-member check. Public answers about which codes exist: each route
 * allows ROUTE_RATE_LIMITS.codeCheck per client address (guessing codes one by one).
 */
export const promoCodeRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const db = fastify.database.db;

  fastify.get(
    "/validatePromoCode/:code",
    {
      config: { rateLimit: ROUTE_RATE_LIMITS.codeCheck },
      schema: {
        tags: ["offers"],
        summary: "Check a promo, referral or access code before checkout",
        params,
        response: {
          200: codeValidationResponseSchema,
          ...validationErrorResponse,
          ...commonErrorResponses,
        },
      },
    },
    async (request) =>
      toValidationResponse(
        await checkCode(db, request.params.code, ["promo", "referral", "access"], {
          userId: request.user?.id ?? null,
        }),
      ),
  );

  fastify.get(
    "/school_code/:code",
    {
      config: { rateLimit: ROUTE_RATE_LIMITS.codeCheck },
      schema: {
        tags: ["offers"],
        summary: "Check a school (campus) code before checkout",
        params,
        response: {
          200: codeValidationResponseSchema,
          ...validationErrorResponse,
          ...commonErrorResponses,
        },
      },
    },
    async (request) =>
      toValidationResponse(
        await checkCode(db, request.params.code, ["school"], { userId: request.user?.id ?? null }),
      ),
  );
};
