import {
  ANY_STAFF,
  CATALOGUE_WRITERS,
  ERROR_CODES,
  errorEnvelopeSchema,
  locationIdParamsSchema,
  locationImportQuerySchema,
  locationImportReportSchema,
  locationListResponseSchema,
  partnerIdParamsSchema,
} from "@spc/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../../lib/app-error";
import { validationErrorResponse } from "../../../lib/error-responses";
import { invalidateCatalogue, offerLocatorFor } from "../../offers";
import { audit } from "../audit";
import { staffErrors } from "../errors";
import { findPartner } from "../partners/repository";
import { importLocations } from "./import-locations";
import { deleteLocation, partnerLocations } from "./repository";

/** A store file of a large chain (a few thousand stores) is well under this. */
export const STORE_FILE_MAX_BYTES = 5 * 1024 * 1024;

/** Store locations (issue 20 §3): a partner's stores, a CSV import placed by the geocoder. */
export const locationRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const db = fastify.database.db;
  const locator = offerLocatorFor(fastify.config);

  fastify.addContentTypeParser(
    ["text/csv", "text/plain"],
    { parseAs: "string", bodyLimit: STORE_FILE_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  fastify.get(
    "/partners/:id/locations",
    {
      config: { roles: ANY_STAFF },
      schema: {
        tags: ["admin"],
        summary: "A partner's store locations",
        params: partnerIdParamsSchema,
        response: { 200: locationListResponseSchema, ...validationErrorResponse, ...staffErrors },
      },
    },
    async (request) => ({ items: await partnerLocations(db, request.params.id) }),
  );

  fastify.post(
    "/partners/:id/locations/import",
    {
      bodyLimit: STORE_FILE_MAX_BYTES,
      config: { roles: CATALOGUE_WRITERS },
      schema: {
        tags: ["admin"],
        summary: "Import a partner's stores from a CSV file (all or nothing)",
        description:
          "Body: the CSV file (text/csv). Header row with name, address, city, province, postal_code and optionally lat, lon. Lines without coordinates are placed from their postal code. Any error (each listed with its line and column) rejects the whole file. mode=replace removes the partner's current stores first.",
        params: partnerIdParamsSchema,
        querystring: locationImportQuerySchema,
        response: {
          200: locationImportReportSchema,
          404: errorEnvelopeSchema.describe("No such partner (not_found)"),
          413: errorEnvelopeSchema.describe("Too large (payload_too_large)"),
          415: errorEnvelopeSchema.describe("Not a CSV file (unsupported_media_type)"),
          ...validationErrorResponse,
          ...staffErrors,
        },
      },
    },
    async (request) => {
      if (typeof request.body !== "string") {
        throw new AppError(ERROR_CODES.unsupportedMediaType, "Send the CSV file as the body");
      }
      const partnerId = request.params.id;
      if (!(await findPartner(db, partnerId))) throw AppError.notFound("No such partner");
      const report = await importLocations(db, locator, {
        partnerId,
        text: request.body,
        country: fastify.config.country,
        mode: request.query.mode,
      });
      if (report.status === "imported") {
        await audit(db, request, {
          action: "import",
          entityType: "store_locations",
          entityId: partnerId,
          after: { mode: request.query.mode, imported: report.imported, removed: report.removed },
        });
        invalidateCatalogue(db);
      }
      return report;
    },
  );

  fastify.delete(
    "/locations/:id",
    {
      config: { roles: CATALOGUE_WRITERS },
      schema: {
        tags: ["admin"],
        summary: "Remove one store location",
        params: locationIdParamsSchema,
        response: {
          204: z.null(),
          404: errorEnvelopeSchema.describe("No such location (not_found)"),
          ...validationErrorResponse,
          ...staffErrors,
        },
      },
    },
    async (request, reply) => {
      await db.transaction(async (tx) => {
        const removed = await deleteLocation(tx, request.params.id);
        if (!removed) throw AppError.notFound("No such location");
        await audit(tx, request, {
          action: "delete",
          entityType: "store_location",
          entityId: removed.id,
          before: removed,
        });
      });
      invalidateCatalogue(db);
      return reply.code(204).send(null);
    },
  );
};
