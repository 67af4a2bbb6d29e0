import {
  carouselResponseSchema,
  carouselTypeParamsSchema,
  errorEnvelopeSchema,
  holidayActiveResponseSchema,
  jobOpeningsResponseSchema,
} from "@spc/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createJobBoard } from "../../adapters/job-board";
import { sendAnswer } from "../../lib/cached-answer";
import { commonErrorResponses, validationErrorResponse } from "../../lib/error-responses";
import { carouselAnswer, contentContextOf, createOpenings, holidayActiveAnswer } from "../content";

/**
 * Careers service (spec §7), mounted at /api/careers: the careers page's carousels, the holiday
 * event pages of the `/:id` catch-all and the current openings (a job board chosen by
 * JOB_BOARD). Public: the spec's auth headers are accepted and not needed (anyone may read the
 * careers page). Content comes from the content domain (decision 0034).
 */
export const careersService: FastifyPluginAsyncZod = async (fastify) => {
  const db = fastify.database.db;
  const context = contentContextOf(db);
  const { site } = fastify.config;
  const openingsAnswer = createOpenings(
    context,
    createJobBoard(site.jobBoard, db, site.careersEmail),
    site.careersEmail,
  );

  fastify.get(
    "/getCarousel/:type",
    {
      schema: {
        tags: ["careers"],
        summary: "One carousel of the careers page, its published items in order",
        description:
          "type: HERO, TIMELINE, TEAM, PERK, VALUE, PRINCIPLE or PARTNER (upper-case). TEAM items: text = name, subtext = role, description = markdown bio (the page shows at most 3, in random order).",
        params: carouselTypeParamsSchema,
        response: {
          200: carouselResponseSchema,
          ...validationErrorResponse,
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) =>
      sendAnswer(request, reply, await carouselAnswer(context, request.params.type)),
  );

  fastify.get(
    "/holiday/active",
    {
      schema: {
        tags: ["careers"],
        summary: "The holiday event pages running now (the /:id catch-all, spec §2.1)",
        description:
          "Published events with starts_at ≤ now < ends_at, the one ending first first; `slug` is the page's /:id.",
        response: { 200: holidayActiveResponseSchema, ...commonErrorResponses },
      },
    },
    async (request, reply) => sendAnswer(request, reply, await holidayActiveAnswer(context)),
  );

  fastify.get(
    "/openings",
    {
      schema: {
        tags: ["careers"],
        summary: "The current openings by category, from the configured job board",
        description:
          "The local board lists the published openings of the database; a hosted board (JOB_BOARD=greenhouse) is read from its public API and also gives its embed script. `applications_email` is the careers page's other-applications address (CAREERS_EMAIL).",
        response: {
          200: jobOpeningsResponseSchema,
          503: errorEnvelopeSchema.describe("The hosted job board is unavailable"),
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => sendAnswer(request, reply, await openingsAnswer()),
  );
};
