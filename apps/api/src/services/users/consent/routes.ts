import {
  COOKIE_CATEGORY_IDS,
  cookieCategoriesFor,
  cookieCategoriesResponseSchema,
  cookieConsentRequestSchema,
  errorEnvelopeSchema,
} from "@spc/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { consentRecords } from "../../../db/schema";
import { commonErrorResponses, validationErrorResponse } from "../../../lib/error-responses";
import { requireUser } from "../../../plugins/auth";
import { ROUTE_RATE_LIMITS } from "../../../plugins/rate-limit";

/**
 * Cookie consent (issue 19, decision 0049): the categories with this deployment's vendors, and
 * a signed-in member's choices kept as proof of consent beside the e-mail consent records.
 */
export const consentRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const categories = { data: cookieCategoriesFor(fastify.config.analytics.provider) };

  fastify.get(
    "/cookie-categories",
    {
      schema: {
        tags: ["users"],
        summary: "The four cookie categories with their vendors and cookies",
        description:
          "Spec §3 cookie consent categories; the analytical category lists what this deployment's audience measurement (ANALYTICS_PROVIDER) stores. Labels and durations are message ids the web translates.",
        response: { 200: cookieCategoriesResponseSchema, ...commonErrorResponses },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=300");
      return categories;
    },
  );

  fastify.post(
    "/consent/cookies",
    {
      preHandler: requireUser,
      config: {
        rateLimit: {
          ...ROUTE_RATE_LIMITS.consentLog,
          keyGenerator: (request) => (request.user ? `user:${request.user.id}` : request.ip),
        },
      },
      schema: {
        tags: ["users"],
        summary: "Record a signed-in member's cookie choices (proof of consent)",
        description:
          "One consent record per optional category (granted or refused), with the time, the source (banner, settings, gpc), the wording version and the request's address. Records are append-only.",
        body: cookieConsentRequestSchema,
        response: {
          204: z.null().describe("Recorded"),
          ...validationErrorResponse,
          401: errorEnvelopeSchema.describe("Not signed in"),
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const { categories, version, source } = request.body;
      await fastify.database.db.insert(consentRecords).values(
        COOKIE_CATEGORY_IDS.filter((id) => id !== "strictly_necessary").map((id) => ({
          emailLower: user.email.toLowerCase(),
          userId: user.id,
          purpose: `cookies.${id}`,
          granted: categories[id],
          source,
          wordingVersion: `cookies-v${version}`,
          ipAddress: request.ip,
        })),
      );
      return reply.code(204).send(null);
    },
  );
};
