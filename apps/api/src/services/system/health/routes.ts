import { errorEnvelopeSchema, healthResponseSchema } from "@spc/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../../db/client";
import { AppError } from "../../../lib/app-error";

// A load balancer must get a quick "no", not a hanging request, when the database is gone.
const PING_TIMEOUT_MS = 3000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`database ping timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function pingDatabase(database: Database) {
  try {
    await withTimeout(database.ping(), PING_TIMEOUT_MS);
  } catch (error) {
    throw AppError.unavailable("The database is not answering", error);
  }
}

export const healthRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { database, lifecycle } = fastify;

  // Readiness (decision 0040): whether the balancer should send this copy new requests. 503
  // once a shutdown began (the copy still answers what it gets meanwhile) or while the database
  // does not answer; /health stays the liveness check.
  fastify.get(
    "/ready",
    {
      config: { rateLimit: false },
      schema: {
        tags: ["system"],
        summary: "Check that this copy should receive new requests",
        response: {
          200: healthResponseSchema,
          503: errorEnvelopeSchema.describe(
            "Shutting down, or the database does not answer (service_unavailable)",
          ),
        },
      },
    },
    async () => {
      if (lifecycle.draining) throw AppError.unavailable("This copy is shutting down");
      await pingDatabase(database);
      return { status: "ok" as const, database: database.kind };
    },
  );

  fastify.get(
    "/health",
    {
      // Probes poll often from one address; they must never be rate limited out of service.
      config: { rateLimit: false },
      schema: {
        tags: ["system"],
        summary: "Check that the API and its database answer",
        response: {
          200: healthResponseSchema,
          503: errorEnvelopeSchema.describe("The database does not answer (service_unavailable)"),
        },
      },
    },
    async () => {
      await pingDatabase(database);
      return { status: "ok" as const, database: database.kind };
    },
  );
};
