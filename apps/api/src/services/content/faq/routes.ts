import { faqResponseSchema } from "@spc/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sendAnswer } from "../../../lib/cached-answer";
import { commonErrorResponses } from "../../../lib/error-responses";
import { contentContextOf, faqAnswer } from "../reads";

export const faqRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const context = contentContextOf(fastify.database.db);

  fastify.get(
    "/faq",
    {
      schema: {
        tags: ["content"],
        summary: "The FAQ: categories in order, each with its published questions in order",
        description: "Answers are markdown; each question's slug is its anchor on /faq-help.",
        response: { 200: faqResponseSchema, ...commonErrorResponses },
      },
    },
    async (request, reply) => sendAnswer(request, reply, await faqAnswer(context)),
  );
};
