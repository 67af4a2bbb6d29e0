import { type AnalyticsBatch, analyticsBatchSchema } from "@spc/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../../db/client";
import { analyticsEvents } from "../../../db/schema";
import { commonErrorResponses, validationErrorResponse } from "../../../lib/error-responses";
import { ROUTE_RATE_LIMITS } from "../../../plugins/rate-limit";

/** Stores a batch as rows; the browser's clock is kept but never trusted beyond a day's drift. */
export async function recordBatch(db: Db, batch: AnalyticsBatch, now: Date): Promise<number> {
  const earliest = now.getTime() - 24 * 60 * 60_000;
  const rows = batch.events.map((event) => {
    const at = Date.parse(event.at);
    return {
      type: event.type,
      name: event.name ?? null,
      path: event.path,
      visitorId: batch.visitor,
      language: batch.language ?? null,
      detail: event.detail ?? null,
      occurredAt: new Date(at < earliest || at > now.getTime() ? now.getTime() : at),
    };
  });
  await db.insert(analyticsEvents).values(rows);
  return rows.length;
}

/**
 * POST /api/analytics/events — the first-party collector (ANALYTICS_PROVIDER=local, decision
 * 0049). Browsers call it only after analytical consent (navigator.sendBeacon). Not registered
 * for another provider: the address is then the ordinary 404.
 */
export const analyticsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  if (fastify.config.analytics.provider !== "local") return;
  const db = fastify.database.db;
  fastify.post(
    "/analytics/events",
    {
      bodyLimit: 32 * 1024,
      config: { rateLimit: ROUTE_RATE_LIMITS.analyticsEvents },
      schema: {
        tags: ["system"],
        summary: "Record audience measurement events (first-party analytics)",
        description:
          "A batch of up to 50 page views, events or sampled interaction records from one pseudonymous visitor. Sent only by browsers whose visitor accepted analytical cookies. 204 when stored.",
        body: analyticsBatchSchema,
        response: {
          204: z.null().describe("Stored"),
          ...validationErrorResponse,
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      await recordBatch(db, request.body, new Date());
      return reply.code(204).send(null);
    },
  );
};
