import {
  AD_IMAGE_SLOTS,
  type AdminAd,
  ANY_STAFF,
  adBodySchema,
  adImageQuerySchema,
  adListResponseSchema,
  adminAdSchema,
  adPatchSchema,
  CATALOGUE_WRITERS,
  ERROR_CODES,
  errorEnvelopeSchema,
  taxonomyIdParamsSchema,
} from "@spc/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { createStorage } from "../../../adapters/storage";
import { AppError } from "../../../lib/app-error";
import { validationErrorResponse } from "../../../lib/error-responses";
import { audit } from "../audit";
import { catalogueWrite } from "../catalogue-write";
import { staffErrors } from "../errors";
import { storePicture } from "../media/pictures";
import { findAd, insertAd, listAds, setAdImage, toAdminAd, updateAd } from "./repository";

export const AD_IMAGE_MAX_BYTES = 3 * 1024 * 1024;
const IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp", "application/octet-stream"];

/** Desktop pictures fit 1200 × 900, mobile ones 750 × 1334 (2× the pop-up's largest sizes). */
const SLOT_BOX = { desktop: { width: 1200, height: 900 }, mobile: { width: 750, height: 1334 } };

const notFound = () => AppError.notFound("No such ad");

/** An ad is served only with its four pictures: switching one on without them is refused. */
function checkActivation(ad: AdminAd) {
  const missing = AD_IMAGE_SLOTS.filter((slot) => !ad[slot]);
  if (ad.is_active && missing.length > 0) {
    throw new AppError(ERROR_CODES.validation, `Invalid body: upload ${missing.join(", ")} first`, {
      details: { fields: missing.map((path) => ({ path, message: "missing picture" })) },
    });
  }
  if (ad.is_active && ad.is_clickable && (!ad.url_en || !ad.url_fr)) {
    throw new AppError(ERROR_CODES.validation, "Invalid body: a clickable ad needs both links", {
      details: { fields: [{ path: ad.url_en ? "url_fr" : "url_en", message: "missing link" }] },
    });
  }
}

/** Ads pop-up records (spec §3, issue 20 §5): list, create, change, pictures per language and device. */
export const adRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const db = fastify.database.db;
  const storage = createStorage(fastify.config.storage);

  fastify.addContentTypeParser(
    IMAGE_TYPES,
    { parseAs: "buffer", bodyLimit: AD_IMAGE_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  fastify.get(
    "/ads",
    {
      config: { roles: ANY_STAFF },
      schema: {
        tags: ["admin"],
        summary: "Every ads pop-up record, active or not",
        querystring: z.object({}),
        response: { 200: adListResponseSchema, ...staffErrors },
      },
    },
    async () => ({ items: await listAds(db) }),
  );

  fastify.post(
    "/ads",
    {
      config: { roles: CATALOGUE_WRITERS },
      schema: {
        tags: ["admin"],
        summary: "Create an ads pop-up record (inactive until its pictures are uploaded)",
        body: adBodySchema,
        response: { 201: adminAdSchema, ...validationErrorResponse, ...staffErrors },
      },
    },
    async (request, reply) => {
      const created = await db.transaction(async (tx) => {
        const ad = toAdminAd(await insertAd(tx, { ...request.body, is_active: false }));
        await audit(tx, request, {
          action: "create",
          entityType: "ad",
          entityId: ad.id,
          after: ad,
        });
        return ad;
      });
      return reply.code(201).send(created);
    },
  );

  fastify.patch(
    "/ads/:id",
    {
      config: { roles: CATALOGUE_WRITERS },
      schema: {
        tags: ["admin"],
        summary: "Change an ads pop-up record (switching it on needs its four pictures)",
        params: taxonomyIdParamsSchema,
        body: adPatchSchema,
        response: {
          200: adminAdSchema,
          404: errorEnvelopeSchema.describe("No such ad (not_found)"),
          ...validationErrorResponse,
          ...staffErrors,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      return catalogueWrite(
        db,
        request,
        { action: "update", entityType: "ad", entityId: id },
        async (tx) => {
          const row = await findAd(tx, id, true);
          if (!row) throw notFound();
          const before = toAdminAd(row);
          checkActivation({ ...before, ...request.body });
          const after = toAdminAd(await updateAd(tx, id, request.body));
          return { before, after, answer: after };
        },
      );
    },
  );

  fastify.put(
    "/ads/:id/image",
    {
      bodyLimit: AD_IMAGE_MAX_BYTES,
      config: { roles: CATALOGUE_WRITERS },
      schema: {
        tags: ["admin"],
        summary: "Upload one of an ad's four pictures (slot: language and device)",
        description: `Body: the picture's bytes (PNG, JPEG or WebP, read from the bytes), at most ${AD_IMAGE_MAX_BYTES} bytes. Desktop pictures are fitted into 1200 × 900, mobile ones into 750 × 1334, as WebP.`,
        params: taxonomyIdParamsSchema,
        querystring: adImageQuerySchema,
        response: {
          200: adminAdSchema,
          404: errorEnvelopeSchema.describe("No such ad (not_found)"),
          413: errorEnvelopeSchema.describe("Too large (payload_too_large)"),
          415: errorEnvelopeSchema.describe("Not a PNG, JPEG or WebP (unsupported_media_type)"),
          ...validationErrorResponse,
          ...staffErrors,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { slot } = request.query;
      if (!Buffer.isBuffer(request.body)) {
        throw new AppError(
          ERROR_CODES.unsupportedMediaType,
          "Send the picture's bytes as the body",
        );
      }
      if (!(await findAd(db, id))) throw notFound();
      const box = slot.startsWith("image_mobile") ? SLOT_BOX.mobile : SLOT_BOX.desktop;
      const [url] = await storePicture(storage, {
        folder: "ads",
        prefix: String(id),
        bytes: request.body,
        maxBytes: AD_IMAGE_MAX_BYTES,
        variants: [{ name: slot, resize: { ...box, fit: "inside", withoutEnlargement: true } }],
      });
      return catalogueWrite(
        db,
        request,
        { action: "update", entityType: "ad", entityId: id },
        async (tx) => {
          const row = await findAd(tx, id, true);
          if (!row) throw notFound();
          const answer = toAdminAd(await setAdImage(tx, id, slot, url!));
          return { before: { [slot]: toAdminAd(row)[slot] }, after: { [slot]: url }, answer };
        },
      );
    },
  );
};
