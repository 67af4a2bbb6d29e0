import {
  type FeatureFlags,
  featureFlagsQuerySchema,
  featureFlagsResponseSchema,
} from "@spc/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { commonErrorResponses, validationErrorResponse } from "../../../lib/error-responses";
import { CONTENT_CACHE_TTL_MS, createTtlCache } from "../../../lib/ttl-cache";
import { createFeatureFlagsRepository } from "./repository";

export const featureFlagsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const repository = createFeatureFlagsRepository(fastify.database.db);
  const cache = createTtlCache<FeatureFlags>(CONTENT_CACHE_TTL_MS);

  fastify.get(
    "/feature-flags",
    {
      schema: {
        tags: ["users"],
        summary: "Get the feature flags of a platform",
        querystring: featureFlagsQuerySchema,
        response: {
          200: featureFlagsResponseSchema,
          ...validationErrorResponse,
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const { platform } = request.query;
      return { data: await cache.get(platform, () => repository.forPlatform(platform)) };
    },
  );
};
