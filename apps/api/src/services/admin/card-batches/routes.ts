import {
  ADMINS_ONLY,
  ANY_STAFF,
  adminCardBatchSchema,
  cardBatchListResponseSchema,
  cardBatchParamsSchema,
  cardBatchRequestSchema,
  ERROR_CODES,
  errorEnvelopeSchema,
} from "@spc/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../../lib/app-error";
import { validationErrorResponse } from "../../../lib/error-responses";
import { batchToCsv, generateCardBatch } from "../../membership";
import { audit } from "../audit";
import { staffErrors } from "../errors";
import { batchCards, batchExists, claimDownload, listBatches, recordBatch } from "./repository";

/**
 * In-store card batches (issue 20 §5): the card-batch command's logic behind the back office.
 * Making a batch and its one download are admins' (the file holds every card's security code).
 */
export const cardBatchRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const db = fastify.database.db;

  fastify.get(
    "/card-batches",
    {
      config: { roles: ANY_STAFF },
      schema: {
        tags: ["admin"],
        summary: "In-store card batches, newest first, with how many cards were activated",
        querystring: z.object({}),
        response: { 200: cardBatchListResponseSchema, ...staffErrors },
      },
    },
    async () => ({ items: await listBatches(db) }),
  );

  fastify.post(
    "/card-batches",
    {
      config: { roles: ADMINS_ONLY },
      schema: {
        tags: ["admin"],
        summary: "Make a batch of unassigned in-store cards (inactive until activated)",
        body: cardBatchRequestSchema,
        response: { 201: adminCardBatchSchema, ...validationErrorResponse, ...staffErrors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const created = await db.transaction(async (tx) => {
        const batch = await generateCardBatch(tx, {
          count: body.count,
          cobrand: body.cobrand,
          campus: body.campus,
          expiryDate: body.expiry_date,
          isVipCard: body.is_vip_card,
          isHighschool: body.is_highschool,
          isGTicket: body.is_g_ticket,
        });
        const { count: _count, cobrand: _cobrand, ...options } = body;
        const row = await recordBatch(tx, {
          batchId: batch.batchId,
          cobrand: body.cobrand,
          count: batch.cards.length,
          options,
          createdBy: request.staff!.email,
        });
        await audit(tx, request, {
          action: "create",
          entityType: "card_batch",
          entityId: row.batch_id,
          after: row,
        });
        return row;
      });
      return reply.code(201).send(created);
    },
  );

  fastify.get(
    "/card-batches/:batchId/cards.csv",
    {
      config: { roles: ADMINS_ONLY },
      schema: {
        tags: ["admin"],
        summary: "Download a batch's card numbers and security codes, once",
        description:
          "200: text/csv `card_number,csv`. The first download is the only one: later ones answer 409 conflict with details.reason already_downloaded (make a new batch if the file is lost).",
        params: cardBatchParamsSchema,
        response: {
          200: z.unknown().describe("The CSV file"),
          404: errorEnvelopeSchema.describe("No such batch (not_found)"),
          409: errorEnvelopeSchema.describe("Already downloaded (conflict, details.reason)"),
          ...validationErrorResponse,
          ...staffErrors,
        },
      },
    },
    async (request, reply) => {
      const { batchId } = request.params;
      const csv = await db.transaction(async (tx) => {
        if (!(await claimDownload(tx, batchId, request.staff!.email))) {
          if (!(await batchExists(tx, batchId))) throw AppError.notFound("No such batch");
          throw new AppError(ERROR_CODES.conflict, "This batch's file was already downloaded", {
            details: { reason: "already_downloaded" },
          });
        }
        await audit(tx, request, {
          action: "download",
          entityType: "card_batch",
          entityId: batchId,
        });
        return batchToCsv({ batchId, cards: await batchCards(tx, batchId) });
      });
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="cards-${batchId}.csv"`)
        .header("cache-control", "no-store")
        .send(csv);
    },
  );
};
