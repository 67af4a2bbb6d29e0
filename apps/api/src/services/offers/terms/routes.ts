import { errorEnvelopeSchema, type Terms, termsResponseSchema } from "@spc/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../../lib/app-error";
import { commonErrorResponses } from "../../../lib/error-responses";
import { CONTENT_CACHE_TTL_MS, createTtlCache } from "../../../lib/ttl-cache";
import { createTermsRepository } from "./repository";

export const termsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const repository = createTermsRepository(fastify.database.db);
  const cache = createTtlCache<Terms | null>(CONTENT_CACHE_TTL_MS);

  fastify.get(
    "/getTerms",
    {
      schema: {
        tags: ["offers"],
        summary: "Get the current terms of use",
        description: "Markdown per country and language: term_en_ca, term_en_us, term_fr_ca.",
        response: {
          200: termsResponseSchema,
          404: errorEnvelopeSchema.describe("No terms published yet (not_found)"),
          ...commonErrorResponses,
        },
      },
    },
    async () => {
      const current = await cache.get("latest", () => repository.latest());
      if (!current) throw AppError.notFound("No terms of use have been published yet");
      return current;
    },
  );
};
