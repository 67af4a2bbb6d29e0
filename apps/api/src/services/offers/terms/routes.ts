import { errorEnvelopeSchema, termsResponseSchema } from "@spc/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sendAnswer } from "../../../lib/cached-answer";
import { commonErrorResponses } from "../../../lib/error-responses";
import { contentContextOf, termsAnswer } from "../../content";

export const termsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const context = contentContextOf(fastify.database.db);

  fastify.get(
    "/getTerms",
    {
      schema: {
        tags: ["offers"],
        summary: "Get the current terms of use",
        description:
          "Markdown per country and language: term_en_ca, term_en_us, term_fr_ca. The current version is the published one with the latest publish date that has come (a version can be written ahead of its date).",
        response: {
          200: termsResponseSchema,
          404: errorEnvelopeSchema.describe("No terms published yet (not_found)"),
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => sendAnswer(request, reply, await termsAnswer(context)),
  );
};
