import {
  type AdminOffer,
  ANY_STAFF,
  adminOfferSchema,
  CATALOGUE_WRITERS,
  ERROR_CODES,
  errorEnvelopeSchema,
  offerBodySchema,
  offerDetailResponseSchema,
  offerFieldProblems,
  offerIdParamsSchema,
  offerListQuerySchema,
  offerListResponseSchema,
  offerPatchSchema,
  offerPreviewQuerySchema,
  offerStatusRequestSchema,
} from "@spc/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../../db/client";
import { AppError } from "../../../lib/app-error";
import { validationErrorResponse } from "../../../lib/error-responses";
import { previewOfferDetail } from "../../offers";
import { audit } from "../audit";
import { catalogueWrite } from "../catalogue-write";
import { staffErrors } from "../errors";
import {
  findAdminOffer,
  insertOffer,
  listOffers,
  missingReferences,
  setOfferStatus,
  updateOffer,
} from "./repository";

const notFound = () => AppError.notFound("No such offer");

/** Field rules across fields and references to other rows: 400 naming every field at fault. */
async function checkOffer(
  db: Db,
  offer: Omit<AdminOffer, "id" | "status" | "views" | "created_at" | "updated_at">,
) {
  const problems = offerFieldProblems(offer);
  for (const field of await missingReferences(db, offer)) {
    problems.push({ path: field, message: "does not exist" });
  }
  if (problems.length > 0) {
    const summary = problems.map((p) => `${p.path}: ${p.message}`).join("; ");
    throw new AppError(ERROR_CODES.validation, `Invalid body: ${summary}`, {
      details: { fields: problems },
    });
  }
}

/**
 * Which status moves a staff member may make. Publishing lists the offer (draft or delisted →
 * active); delisting takes it down (active → delisted). Expiry is the offer's end date, not a move.
 */
const MOVES: Record<"active" | "delisted", readonly string[]> = {
  active: ["draft", "delisted"],
  delisted: ["active"],
};

const offerErrors = {
  404: errorEnvelopeSchema.describe("No such offer (not_found)"),
  ...validationErrorResponse,
  ...staffErrors,
} as const;

/** Offers (issue 20 §3): list, read, create as draft, change, publish or delist, preview. */
export const offerRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const db = fastify.database.db;

  fastify.get(
    "/offers",
    {
      config: { roles: ANY_STAFF },
      schema: {
        tags: ["admin"],
        summary: "Offers, paged, searched by title or partner, filtered and sorted",
        querystring: offerListQuerySchema,
        response: { 200: offerListResponseSchema, ...validationErrorResponse, ...staffErrors },
      },
    },
    async (request) => listOffers(db, request.query),
  );

  fastify.get(
    "/offers/:id",
    {
      config: { roles: ANY_STAFF },
      schema: {
        tags: ["admin"],
        summary: "One offer with its subcategories, tags and legal text",
        params: offerIdParamsSchema,
        response: { 200: adminOfferSchema, ...offerErrors },
      },
    },
    async (request) => (await findAdminOffer(db, request.params.id)) ?? Promise.reject(notFound()),
  );

  fastify.post(
    "/offers",
    {
      config: { roles: CATALOGUE_WRITERS },
      schema: {
        tags: ["admin"],
        summary: "Create an offer (as a draft: nothing is public until it is published)",
        body: offerBodySchema,
        response: { 201: adminOfferSchema, ...validationErrorResponse, ...staffErrors },
      },
    },
    async (request, reply) => {
      const created = await db.transaction(async (tx) => {
        await checkOffer(tx, request.body);
        const id = await insertOffer(tx, request.body);
        const row = (await findAdminOffer(tx, id))!;
        await audit(tx, request, {
          action: "create",
          entityType: "offer",
          entityId: id,
          after: row,
        });
        return row;
      });
      return reply.code(201).send(created);
    },
  );

  fastify.patch(
    "/offers/:id",
    {
      config: { roles: CATALOGUE_WRITERS },
      schema: {
        tags: ["admin"],
        summary:
          "Change an offer (only the fields sent); a published offer changes on the site at once",
        params: offerIdParamsSchema,
        body: offerPatchSchema,
        response: { 200: adminOfferSchema, ...offerErrors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const change = { action: "update", entityType: "offer", entityId: id };
      return catalogueWrite(db, request, change, async (tx) => {
        const before = await findAdminOffer(tx, id, { lock: true });
        if (!before) throw notFound();
        await checkOffer(tx, { ...before, ...request.body });
        await updateOffer(tx, id, request.body);
        const after = (await findAdminOffer(tx, id))!;
        return { before, after, answer: after };
      });
    },
  );

  fastify.post(
    "/offers/:id/status",
    {
      config: { roles: CATALOGUE_WRITERS },
      schema: {
        tags: ["admin"],
        summary: "Publish (draft or delisted → active) or delist (active → delisted) an offer",
        params: offerIdParamsSchema,
        body: offerStatusRequestSchema,
        response: {
          200: adminOfferSchema,
          409: errorEnvelopeSchema.describe(
            "Not a move from the offer's state (conflict, details.from and details.to)",
          ),
          ...offerErrors,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const to = request.body.status;
      const action = to === "active" ? "publish" : "delist";
      return catalogueWrite(
        db,
        request,
        { action, entityType: "offer", entityId: id },
        async (tx) => {
          const before = await findAdminOffer(tx, id, { lock: true });
          if (!before) throw notFound();
          if (!MOVES[to].includes(before.status)) {
            throw new AppError(
              ERROR_CODES.conflict,
              `An offer cannot go from ${before.status} to ${to}`,
              {
                details: { from: before.status, to },
              },
            );
          }
          if (to === "active") await checkOffer(tx, before);
          await setOfferStatus(tx, id, to);
          const answer = (await findAdminOffer(tx, id))!;
          return { before: { status: before.status }, after: { status: to }, answer };
        },
      );
    },
  );

  fastify.get(
    "/offers/:id/preview",
    {
      config: { roles: ANY_STAFF },
      schema: {
        tags: ["admin"],
        summary: "The public offer page's answer for this offer, whatever its state",
        description:
          "What members and visitors will see once it is published (the web renders it in both languages, as a member or a visitor). `at` previews another moment (a limited-time window).",
        params: offerIdParamsSchema,
        querystring: offerPreviewQuerySchema,
        response: { 200: offerDetailResponseSchema, ...offerErrors },
      },
    },
    async (request) => {
      const at = request.query.at ? new Date(request.query.at) : new Date();
      return (await previewOfferDetail(db, request.params.id, at)) ?? Promise.reject(notFound());
    },
  );
};
