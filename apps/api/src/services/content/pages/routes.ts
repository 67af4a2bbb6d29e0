import {
  contentPageSchema,
  contentPagesResponseSchema,
  contentSlugParamsSchema,
  errorEnvelopeSchema,
} from "@spc/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sendAnswer } from "../../../lib/cached-answer";
import { commonErrorResponses, validationErrorResponse } from "../../../lib/error-responses";
import { contentContextOf, pageAnswer, pagesAnswer } from "../reads";

export const pagesRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const context = contentContextOf(fastify.database.db);

  fastify.get(
    "/pages",
    {
      schema: {
        tags: ["content"],
        summary: "Every published content page, without bodies (titles, leads, SEO, dates)",
        response: { 200: contentPagesResponseSchema, ...commonErrorResponses },
      },
    },
    async (request, reply) => sendAnswer(request, reply, await pagesAnswer(context)),
  );

  fastify.get(
    "/pages/:slug",
    {
      schema: {
        tags: ["content"],
        summary: "One published content page by slug, with its markdown body in both languages",
        description:
          "Slugs of the seeded pages: CONTENT_PAGE_PATHS of @spc/shared (about, why-spc, privacy, faq-help…). A draft, a page whose publish date has not come and an unknown slug are all 404.",
        params: contentSlugParamsSchema,
        response: {
          200: contentPageSchema,
          404: errorEnvelopeSchema.describe("No such published page (not_found)"),
          ...validationErrorResponse,
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) =>
      sendAnswer(request, reply, await pageAnswer(context, request.params.slug)),
  );
};
