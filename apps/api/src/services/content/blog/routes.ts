import {
  blogIdentifierParamsSchema,
  blogListQuerySchema,
  blogListResponseSchema,
  blogPostSchema,
  errorEnvelopeSchema,
} from "@spc/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sendAnswer } from "../../../lib/cached-answer";
import { commonErrorResponses, validationErrorResponse } from "../../../lib/error-responses";
import { blogListAnswer, blogPostAnswer, contentContextOf } from "../reads";

export const blogRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const context = contentContextOf(fastify.database.db);

  fastify.get(
    "/blog",
    {
      schema: {
        tags: ["content"],
        summary: "Published blog posts, newest first, one page at a time (no bodies)",
        querystring: blogListQuerySchema,
        response: {
          200: blogListResponseSchema,
          ...validationErrorResponse,
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) =>
      sendAnswer(request, reply, await blogListAnswer(context, request.query)),
  );

  fastify.get(
    "/blog/:identifier",
    {
      schema: {
        tags: ["content"],
        summary: "One published blog post by slug or numeric id (/blog/:identifier)",
        params: blogIdentifierParamsSchema,
        response: {
          200: blogPostSchema,
          404: errorEnvelopeSchema.describe("No such published post (not_found)"),
          ...validationErrorResponse,
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) =>
      sendAnswer(request, reply, await blogPostAnswer(context, request.params.identifier)),
  );
};
