import {
  AD_IMAGE_SLOTS,
  type AdminEmailOpt,
  ANY_STAFF,
  adImageQuerySchema,
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
import {
  findAd,
  insertAd,
  listAds,
  type PopupTable,
  setAdImage,
  toAdminAd,
  updateAd,
} from "./repository";

export const AD_IMAGE_MAX_BYTES = 3 * 1024 * 1024;
const IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp", "application/octet-stream"];

/** Desktop pictures fit 1200 × 900, mobile ones 750 × 1334 (2× the pop-up's largest sizes). */
const SLOT_BOX = { desktop: { width: 1200, height: 900 }, mobile: { width: 750, height: 1334 } };

/** A pop-up is served only with its four pictures: switching one on without them is refused. */
function checkActivation(ad: AdminEmailOpt) {
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

// biome-ignore lint/suspicious/noExplicitAny: any zod object schema of the record's shape
type Schema = z.ZodType<any, any>;

/** What differs between the two pop-up record kinds (spec §3): table, path, names and schemas. */
export interface PopupRecordKind {
  table: PopupTable;
  /** Path under /api/admin, also the pictures' storage folder. */
  path: "ads" | "email-opts";
  /** The audit rows' entity type. */
  entityType: "ad" | "email_opt";
  /** How the OpenAPI summaries name one record. */
  noun: string;
  body: Schema;
  patch: Schema;
  item: Schema;
  list: Schema;
}

/**
 * The back office of a pop-up record kind: list, create (inactive), change (switching on needs the
 * four pictures), and one picture per language and device through the pictures storage; every
 * write with its audit row, and the public caches dropped.
 */
export function popupRecordRoutes(kind: PopupRecordKind): FastifyPluginAsyncZod {
  const { table, path, entityType, noun } = kind;
  const notFound = () => AppError.notFound(`No such ${noun}`);
  return async (fastify) => {
    const db = fastify.database.db;
    const storage = createStorage(fastify.config.storage);

    fastify.addContentTypeParser(
      IMAGE_TYPES,
      { parseAs: "buffer", bodyLimit: AD_IMAGE_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );

    fastify.get(
      `/${path}`,
      {
        config: { roles: ANY_STAFF },
        schema: {
          tags: ["admin"],
          summary: `Every ${noun}, active or not`,
          querystring: z.object({}),
          response: { 200: kind.list, ...staffErrors },
        },
      },
      async () => ({ items: await listAds(db, table) }),
    );

    fastify.post(
      `/${path}`,
      {
        config: { roles: CATALOGUE_WRITERS },
        schema: {
          tags: ["admin"],
          summary: `Create a ${noun} (inactive until its pictures are uploaded)`,
          body: kind.body,
          response: { 201: kind.item, ...validationErrorResponse, ...staffErrors },
        },
      },
      async (request, reply) => {
        const created = await db.transaction(async (tx) => {
          const body = request.body as Parameters<typeof insertAd>[2];
          const ad = toAdminAd(await insertAd(tx, table, { ...body, is_active: false }));
          await audit(tx, request, { action: "create", entityType, entityId: ad.id, after: ad });
          return ad;
        });
        return reply.code(201).send(created);
      },
    );

    fastify.patch(
      `/${path}/:id`,
      {
        config: { roles: CATALOGUE_WRITERS },
        schema: {
          tags: ["admin"],
          summary: `Change a ${noun} (switching it on needs its four pictures)`,
          params: taxonomyIdParamsSchema,
          body: kind.patch,
          response: {
            200: kind.item,
            404: errorEnvelopeSchema.describe(`No such ${noun} (not_found)`),
            ...validationErrorResponse,
            ...staffErrors,
          },
        },
      },
      async (request) => {
        const { id } = request.params;
        const patch = request.body as Parameters<typeof updateAd>[3];
        return catalogueWrite(
          db,
          request,
          { action: "update", entityType, entityId: id },
          async (tx) => {
            const row = await findAd(tx, table, id, true);
            if (!row) throw notFound();
            const before = toAdminAd(row);
            checkActivation({ ...before, ...patch });
            const after = toAdminAd(await updateAd(tx, table, id, patch));
            return { before, after, answer: after };
          },
        );
      },
    );

    fastify.put(
      `/${path}/:id/image`,
      {
        bodyLimit: AD_IMAGE_MAX_BYTES,
        config: { roles: CATALOGUE_WRITERS },
        schema: {
          tags: ["admin"],
          summary: `Upload one of a ${noun}'s four pictures (slot: language and device)`,
          description: `Body: the picture's bytes (PNG, JPEG or WebP, read from the bytes), at most ${AD_IMAGE_MAX_BYTES} bytes. Desktop pictures are fitted into 1200 × 900, mobile ones into 750 × 1334, as WebP.`,
          params: taxonomyIdParamsSchema,
          querystring: adImageQuerySchema,
          response: {
            200: kind.item,
            404: errorEnvelopeSchema.describe(`No such ${noun} (not_found)`),
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
        if (!(await findAd(db, table, id))) throw notFound();
        const box = slot.startsWith("image_mobile") ? SLOT_BOX.mobile : SLOT_BOX.desktop;
        const [url] = await storePicture(storage, {
          folder: path,
          prefix: String(id),
          bytes: request.body,
          maxBytes: AD_IMAGE_MAX_BYTES,
          variants: [{ name: slot, resize: { ...box, fit: "inside", withoutEnlargement: true } }],
        });
        return catalogueWrite(
          db,
          request,
          { action: "update", entityType, entityId: id },
          async (tx) => {
            const row = await findAd(tx, table, id, true);
            if (!row) throw notFound();
            const answer = toAdminAd(await setAdImage(tx, table, id, slot, url!));
            return { before: { [slot]: toAdminAd(row)[slot] }, after: { [slot]: url }, answer };
          },
        );
      },
    );
  };
}
