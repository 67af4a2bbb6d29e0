import { pipeline, Readable } from "node:stream";
import {
  ADMINS_ONLY,
  ANY_STAFF,
  CATALOGUE_WRITERS,
  codeImportReportSchema,
  ERROR_CODES,
  errorEnvelopeSchema,
  offerIdParamsSchema,
  partnerIdParamsSchema,
  poolAlertRequestSchema,
  poolLevelsResponseSchema,
  revealExportQuerySchema,
} from "@spc/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../../lib/app-error";
import { validationErrorResponse } from "../../../lib/error-responses";
import { audit } from "../audit";
import { staffErrors } from "../errors";
import { exportReveals } from "./export-reveals";
import { importCodes } from "./import-codes";
import { limitBytes } from "./limited-stream";
import { poolLevels, setPoolAlert } from "./repository";

/** A million codes of ~25 characters with their line ends fit well under this. */
export const CODE_FILE_MAX_BYTES = 64 * 1024 * 1024;
const CODE_FILE_TYPES = ["text/csv", "text/plain", "application/octet-stream"];

/** Code pools (issue 20 §4): import a partner's file, pool levels, low-stock alert, reveal export. */
export const codeRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const db = fastify.database.db;

  // The file stays a stream: the import reads it row by row into the database.
  fastify.addContentTypeParser(CODE_FILE_TYPES, (_request, payload, done) => done(null, payload));

  fastify.post(
    "/offers/:id/codes",
    {
      config: { roles: CATALOGUE_WRITERS },
      schema: {
        tags: ["admin"],
        summary: "Import a file of codes into an offer's pool (all or nothing)",
        description: `Body: the file itself (text/csv, text/plain or application/octet-stream), at most ${CODE_FILE_MAX_BYTES} bytes. One code per line, or a CSV whose header names a code column (else its first column). The whole file is checked first; any bad line, code repeated in the file or code already in the pool rejects it (status rejected, nothing imported) and the report counts each problem and lists the first ones.`,
        params: offerIdParamsSchema,
        response: {
          200: codeImportReportSchema,
          404: errorEnvelopeSchema.describe("No such offer (not_found)"),
          409: errorEnvelopeSchema.describe("The offer does not use an uploaded pool (conflict)"),
          413: errorEnvelopeSchema.describe("The file is too large (payload_too_large)"),
          415: errorEnvelopeSchema.describe("Not a text or CSV file (unsupported_media_type)"),
          ...validationErrorResponse,
          ...staffErrors,
        },
      },
    },
    async (request) => {
      if (!(request.body instanceof Readable)) {
        throw new AppError(ERROR_CODES.unsupportedMediaType, "Send the code file as the body");
      }
      const declared = Number(request.headers["content-length"] ?? 0);
      if (declared > CODE_FILE_MAX_BYTES) {
        throw new AppError(ERROR_CODES.payloadTooLarge, "The file is too large");
      }
      const source = limitBytes(CODE_FILE_MAX_BYTES);
      pipeline(request.body, source, () => {});
      const report = await importCodes(db, request.params.id, source);
      if (report.status === "imported") {
        await audit(db, request, {
          action: "import",
          entityType: "code_pool",
          entityId: request.params.id,
          after: { imported: report.imported },
        });
      }
      return report;
    },
  );

  fastify.get(
    "/codes/levels",
    {
      config: { roles: ANY_STAFF },
      schema: {
        tags: ["admin"],
        summary: "Codes and free codes of every uploaded pool",
        querystring: z.object({}),
        response: { 200: poolLevelsResponseSchema, ...staffErrors },
      },
    },
    async () => ({ pools: await poolLevels(db) }),
  );

  fastify.put(
    "/offers/:id/codes/alert",
    {
      config: { roles: CATALOGUE_WRITERS },
      schema: {
        tags: ["admin"],
        summary: "Set (or clear with null) the free-code level that e-mails staff",
        params: offerIdParamsSchema,
        body: poolAlertRequestSchema,
        response: {
          204: z.null(),
          404: errorEnvelopeSchema.describe("No such pool offer (not_found)"),
          ...validationErrorResponse,
          ...staffErrors,
        },
      },
    },
    async (request, reply) => {
      await db.transaction(async (tx) => {
        const before = await setPoolAlert(tx, request.params.id, request.body.threshold);
        if (before === undefined) throw AppError.notFound("No such pool offer");
        await audit(tx, request, {
          action: "update",
          entityType: "code_pool",
          entityId: request.params.id,
          before: { alert_threshold: before },
          after: { alert_threshold: request.body.threshold },
        });
      });
      return reply.code(204).send(null);
    },
  );

  fastify.get(
    "/partners/:id/reveals.csv",
    {
      config: { roles: ADMINS_ONLY },
      schema: {
        tags: ["admin"],
        summary: "A partner's code and link reveals in a date range, as CSV (for its invoice)",
        description:
          "200: text/csv (UTF-8 with a byte-order mark) with the columns revealed_at, offer_id, offer_title, kind, code, channel; no member identity.",
        produces: ["text/csv"],
        params: partnerIdParamsSchema,
        querystring: revealExportQuerySchema,
        response: {
          200: z.unknown().describe("The CSV file"),
          ...validationErrorResponse,
          ...staffErrors,
        },
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      await audit(db, request, {
        action: "export",
        entityType: "partner_reveals",
        entityId: request.params.id,
        after: { from, to },
      });
      const name = `reveals-partner-${request.params.id}-${from.slice(0, 10)}-${to.slice(0, 10)}.csv`;
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${name}"`)
        .header("cache-control", "no-store")
        .send(
          exportReveals(db, {
            partnerId: request.params.id,
            from: new Date(from),
            to: new Date(to),
          }),
        );
    },
  );
};
