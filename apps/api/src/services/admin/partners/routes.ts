import {
  ANY_STAFF,
  adminPartnerSchema,
  CATALOGUE_WRITERS,
  ERROR_CODES,
  errorEnvelopeSchema,
  partnerBodySchema,
  partnerIdParamsSchema,
  partnerListQuerySchema,
  partnerListResponseSchema,
  partnerPatchSchema,
} from "@spc/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createStorage } from "../../../adapters/storage";
import { AppError } from "../../../lib/app-error";
import { validationErrorResponse } from "../../../lib/error-responses";
import { catalogueWrite } from "../catalogue-write";
import { staffErrors } from "../errors";
import { LOGO_MAX_BYTES, storeLogo } from "./logo";
import {
  findPartner,
  insertPartner,
  listPartners,
  lockPartner,
  toAdminPartner,
  updatePartner,
  urlNameTaken,
} from "./repository";

const LOGO_TYPES = ["image/png", "image/jpeg", "image/webp", "application/octet-stream"];

function urlNameConflict(): AppError {
  return new AppError(ERROR_CODES.conflict, "Another partner already uses this url_name", {
    details: { field: "url_name" },
  });
}

const notFound = () => AppError.notFound("No such partner");

/** Partners (issue 20 §3): list, read, create, change, logo. Every write is audited. */
export const partnerRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const db = fastify.database.db;
  const storage = createStorage(fastify.config.storage);

  fastify.addContentTypeParser(
    LOGO_TYPES,
    { parseAs: "buffer", bodyLimit: LOGO_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  fastify.get(
    "/partners",
    {
      config: { roles: ANY_STAFF },
      schema: {
        tags: ["admin"],
        summary: "Partners, paged, searched by name or url_name, sorted",
        querystring: partnerListQuerySchema,
        response: { 200: partnerListResponseSchema, ...validationErrorResponse, ...staffErrors },
      },
    },
    async (request) => listPartners(db, request.query),
  );

  fastify.get(
    "/partners/:id",
    {
      config: { roles: ANY_STAFF },
      schema: {
        tags: ["admin"],
        summary: "One partner",
        params: partnerIdParamsSchema,
        response: {
          200: adminPartnerSchema,
          404: errorEnvelopeSchema.describe("No such partner (not_found)"),
          ...validationErrorResponse,
          ...staffErrors,
        },
      },
    },
    async (request) => {
      const row = await findPartner(db, request.params.id);
      if (!row) throw notFound();
      return toAdminPartner(row);
    },
  );

  fastify.post(
    "/partners",
    {
      config: { roles: CATALOGUE_WRITERS },
      schema: {
        tags: ["admin"],
        summary: "Create a partner",
        body: partnerBodySchema,
        response: {
          201: adminPartnerSchema,
          409: errorEnvelopeSchema.describe("url_name already used (conflict, details.field)"),
          ...validationErrorResponse,
          ...staffErrors,
        },
      },
    },
    async (request, reply) => {
      const created = await catalogueWrite(
        db,
        request,
        { action: "create", entityType: "partner" },
        async (tx) => {
          if (await urlNameTaken(tx, request.body.url_name)) throw urlNameConflict();
          const row = toAdminPartner(await insertPartner(tx, request.body));
          return { entityId: row.id, after: row, answer: row };
        },
      );
      return reply.code(201).send(created);
    },
  );

  fastify.patch(
    "/partners/:id",
    {
      config: { roles: CATALOGUE_WRITERS },
      schema: {
        tags: ["admin"],
        summary: "Change a partner (only the fields sent)",
        params: partnerIdParamsSchema,
        body: partnerPatchSchema,
        response: {
          200: adminPartnerSchema,
          404: errorEnvelopeSchema.describe("No such partner (not_found)"),
          409: errorEnvelopeSchema.describe("url_name already used (conflict, details.field)"),
          ...validationErrorResponse,
          ...staffErrors,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const changed = await catalogueWrite(
        db,
        request,
        { action: "update", entityType: "partner" },
        async (tx) => {
          const before = await lockPartner(tx, id);
          if (!before) throw notFound();
          const urlName = request.body.url_name;
          if (urlName !== undefined && (await urlNameTaken(tx, urlName, id)))
            throw urlNameConflict();
          const after = toAdminPartner(await updatePartner(tx, id, request.body));
          return { entityId: id, before: toAdminPartner(before), after, answer: after };
        },
      );
      return changed;
    },
  );

  fastify.put(
    "/partners/:id/logo",
    {
      bodyLimit: LOGO_MAX_BYTES,
      config: { roles: CATALOGUE_WRITERS },
      schema: {
        tags: ["admin"],
        summary: "Upload a partner's logo (PNG, JPEG or WebP; resized for the site)",
        description: `Body: the image's bytes, at most ${LOGO_MAX_BYTES} bytes. The type is read from the bytes (SVG and anything else: 415). Written as square WebP files of 96 and 192 pixels on white; logo_url becomes the 192 one.`,
        params: partnerIdParamsSchema,
        response: {
          200: adminPartnerSchema,
          404: errorEnvelopeSchema.describe("No such partner (not_found)"),
          413: errorEnvelopeSchema.describe("Too large (payload_too_large)"),
          415: errorEnvelopeSchema.describe("Not a PNG, JPEG or WebP (unsupported_media_type)"),
          ...validationErrorResponse,
          ...staffErrors,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!Buffer.isBuffer(request.body)) {
        throw new AppError(ERROR_CODES.unsupportedMediaType, "Send the logo's bytes as the body");
      }
      if (!(await findPartner(db, id))) throw notFound();
      const url = await storeLogo(storage, id, request.body);
      const changed = await catalogueWrite(
        db,
        request,
        { action: "update", entityType: "partner" },
        async (tx) => {
          const before = await lockPartner(tx, id);
          if (!before) throw notFound();
          const after = toAdminPartner(await updatePartner(tx, id, { logo_url: url }));
          return {
            entityId: id,
            before: { logo_url: before.logoUrl },
            after: { logo_url: after.logo_url },
            answer: after,
          };
        },
      );
      return changed;
    },
  );
};
