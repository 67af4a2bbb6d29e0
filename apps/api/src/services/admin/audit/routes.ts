import { ANY_STAFF, auditPageSchema, auditQuerySchema } from "@spc/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { validationErrorResponse } from "../../../lib/error-responses";
import { staffErrors } from "../errors";
import { readAudit } from "./repository";

/** The audit log, read-only: there is no route that changes or deletes a row. */
export const auditRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const db = fastify.database.db;
  fastify.get(
    "/audit",
    {
      config: { roles: ANY_STAFF },
      schema: {
        tags: ["admin"],
        summary: "Staff changes, newest first, filtered by entity, actor, action and time",
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...validationErrorResponse, ...staffErrors },
      },
    },
    async (request) => readAudit(db, request.query),
  );
};
