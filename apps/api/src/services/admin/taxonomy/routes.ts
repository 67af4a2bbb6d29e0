import {
  ANY_STAFF,
  adminCollectionSchema,
  adminTagSchema,
  CATALOGUE_WRITERS,
  catalogueRefsResponseSchema,
  collectionBodySchema,
  collectionListResponseSchema,
  collectionOffersSchema,
  collectionOrderSchema,
  collectionPatchSchema,
  ERROR_CODES,
  errorEnvelopeSchema,
  tagBodySchema,
  tagPatchSchema,
  taxonomyIdParamsSchema,
} from "@spc/shared";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { collections, tags } from "../../../db/schema";
import { AppError } from "../../../lib/app-error";
import { validationErrorResponse } from "../../../lib/error-responses";
import { catalogueWrite } from "../catalogue-write";
import { staffErrors } from "../errors";
import {
  catalogueRefs,
  findCollection,
  findTag,
  listCollectionsForStaff,
  nextCollectionOrder,
  replaceCollectionOffers,
  setCollectionOrder,
  tagSlugTaken,
  toAdminTag,
  unknownOffers,
} from "./repository";

const slugConflict = () =>
  new AppError(ERROR_CODES.conflict, "Another tag already uses this slug", {
    details: { field: "slug" },
  });
const errors404 = (what: string) => ({
  404: errorEnvelopeSchema.describe(`No such ${what} (not_found)`),
  ...validationErrorResponse,
  ...staffErrors,
});

/**
 * Categories (read), tags and collections. The home page's theme order (spec §7 /theme/order) is
 * fixed sections then the collections in their sort order, so ordering collections orders themes.
 */
export const taxonomyRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const db = fastify.database.db;

  fastify.get(
    "/catalogue/refs",
    {
      config: { roles: ANY_STAFF },
      schema: {
        tags: ["admin"],
        summary: "Categories with their subcategories, and tags: the offer form's choices",
        querystring: z.object({}),
        response: { 200: catalogueRefsResponseSchema, ...staffErrors },
      },
    },
    async () => catalogueRefs(db),
  );

  fastify.post(
    "/tags",
    {
      config: { roles: CATALOGUE_WRITERS },
      schema: {
        tags: ["admin"],
        summary: "Create a tag",
        body: tagBodySchema,
        response: {
          201: adminTagSchema,
          409: errorEnvelopeSchema.describe("Slug already used (conflict)"),
          ...validationErrorResponse,
          ...staffErrors,
        },
      },
    },
    async (request, reply) => {
      const created = await catalogueWrite(
        db,
        request,
        { action: "create", entityType: "tag" },
        async (tx) => {
          if (await tagSlugTaken(tx, request.body.slug)) throw slugConflict();
          const [row] = await tx
            .insert(tags)
            .values({
              slug: request.body.slug,
              nameEn: request.body.name_en,
              nameFr: request.body.name_fr,
            })
            .returning();
          const tag = toAdminTag(row!);
          return { entityId: tag.id, after: tag, answer: tag };
        },
      );
      return reply.code(201).send(created);
    },
  );

  fastify.patch(
    "/tags/:id",
    {
      config: { roles: CATALOGUE_WRITERS },
      schema: {
        tags: ["admin"],
        summary: "Rename a tag or change its slug",
        params: taxonomyIdParamsSchema,
        body: tagPatchSchema,
        response: {
          200: adminTagSchema,
          409: errorEnvelopeSchema.describe("Slug already used (conflict)"),
          ...errors404("tag"),
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const changed = await catalogueWrite(
        db,
        request,
        { action: "update", entityType: "tag" },
        async (tx) => {
          const before = await findTag(tx, id);
          if (!before) throw AppError.notFound("No such tag");
          const { slug, name_en, name_fr } = request.body;
          if (slug !== undefined && (await tagSlugTaken(tx, slug, id))) throw slugConflict();
          const [row] = await tx
            .update(tags)
            .set({
              ...(slug !== undefined && { slug }),
              ...(name_en !== undefined && { nameEn: name_en }),
              ...(name_fr !== undefined && { nameFr: name_fr }),
            })
            .where(eq(tags.id, id))
            .returning();
          const after = toAdminTag(row!);
          return { entityId: id, before: toAdminTag(before), after, answer: after };
        },
      );
      return changed;
    },
  );

  fastify.get(
    "/collections",
    {
      config: { roles: ANY_STAFF },
      schema: {
        tags: ["admin"],
        summary: "Collections in their home-page order, each with its offers in order",
        querystring: z.object({}),
        response: { 200: collectionListResponseSchema, ...staffErrors },
      },
    },
    async () => ({ items: await listCollectionsForStaff(db) }),
  );

  fastify.post(
    "/collections",
    {
      config: { roles: CATALOGUE_WRITERS },
      schema: {
        tags: ["admin"],
        summary: "Create a collection (last in the order, no offers yet)",
        body: collectionBodySchema,
        response: { 201: adminCollectionSchema, ...validationErrorResponse, ...staffErrors },
      },
    },
    async (request, reply) => {
      const created = await catalogueWrite(
        db,
        request,
        { action: "create", entityType: "collection" },
        async (tx) => {
          const [row] = await tx
            .insert(collections)
            .values({
              nameEn: request.body.name_en,
              nameFr: request.body.name_fr,
              descriptionEn: request.body.description_en,
              descriptionFr: request.body.description_fr,
              sortOrder: await nextCollectionOrder(tx),
            })
            .returning({ id: collections.id });
          const collection = (await findCollection(tx, row!.id))!;
          return { entityId: collection.id, after: collection, answer: collection };
        },
      );
      return reply.code(201).send(created);
    },
  );

  fastify.patch(
    "/collections/:id",
    {
      config: { roles: CATALOGUE_WRITERS },
      schema: {
        tags: ["admin"],
        summary: "Rename or describe a collection",
        params: taxonomyIdParamsSchema,
        body: collectionPatchSchema,
        response: { 200: adminCollectionSchema, ...errors404("collection") },
      },
    },
    async (request) => {
      const { id } = request.params;
      const changed = await catalogueWrite(
        db,
        request,
        { action: "update", entityType: "collection" },
        async (tx) => {
          const before = await findCollection(tx, id);
          if (!before) throw AppError.notFound("No such collection");
          const body = request.body;
          await tx
            .update(collections)
            .set({
              ...(body.name_en !== undefined && { nameEn: body.name_en }),
              ...(body.name_fr !== undefined && { nameFr: body.name_fr }),
              ...(body.description_en !== undefined && { descriptionEn: body.description_en }),
              ...(body.description_fr !== undefined && { descriptionFr: body.description_fr }),
            })
            .where(eq(collections.id, id));
          const after = (await findCollection(tx, id))!;
          return { entityId: id, before: before, after, answer: after };
        },
      );
      return changed;
    },
  );

  fastify.put(
    "/collections/:id/offers",
    {
      config: { roles: CATALOGUE_WRITERS },
      schema: {
        tags: ["admin"],
        summary: "Set a collection's offers, in order",
        params: taxonomyIdParamsSchema,
        body: collectionOffersSchema,
        response: { 200: adminCollectionSchema, ...errors404("collection") },
      },
    },
    async (request) => {
      const { id } = request.params;
      const ids = [...new Set(request.body.offer_ids)];
      const changed = await catalogueWrite(
        db,
        request,
        { action: "update", entityType: "collection" },
        async (tx) => {
          const before = await findCollection(tx, id);
          if (!before) throw AppError.notFound("No such collection");
          const unknown = await unknownOffers(tx, ids);
          if (unknown.length > 0) {
            throw new AppError(
              ERROR_CODES.validation,
              "Invalid body: offer_ids names offers that do not exist",
              {
                details: { fields: [{ path: "offer_ids", message: "does not exist" }], unknown },
              },
            );
          }
          await replaceCollectionOffers(tx, id, ids);
          const after = (await findCollection(tx, id))!;
          return {
            entityId: id,
            before: { offer_ids: before.offer_ids },
            after: { offer_ids: after.offer_ids },
            answer: after,
          };
        },
      );
      return changed;
    },
  );

  fastify.put(
    "/collections/order",
    {
      config: { roles: CATALOGUE_WRITERS },
      schema: {
        tags: ["admin"],
        summary: "Order the collections (and so the home page's themes)",
        description: "ids: every collection id exactly once, first shown first.",
        body: collectionOrderSchema,
        response: { 200: collectionListResponseSchema, ...validationErrorResponse, ...staffErrors },
      },
    },
    async (request) => {
      const changed = await catalogueWrite(
        db,
        request,
        { action: "reorder", entityType: "collection_order" },
        async (tx) => {
          const before = await listCollectionsForStaff(tx);
          const current = before.map((c) => c.id).sort((a, b) => a - b);
          const asked = [...request.body.ids].sort((a, b) => a - b);
          if (current.length !== asked.length || current.some((id, i) => id !== asked[i])) {
            throw new AppError(
              ERROR_CODES.validation,
              "Invalid body: ids must name every collection once",
              {
                details: { fields: [{ path: "ids", message: "every collection exactly once" }] },
              },
            );
          }
          await setCollectionOrder(tx, request.body.ids);
          const after = await listCollectionsForStaff(tx);
          return {
            entityId: "all",
            before: before.map((c) => c.id),
            after: after.map((c) => c.id),
            answer: after,
          };
        },
      );
      return { items: changed };
    },
  );
};
