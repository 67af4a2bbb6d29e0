import {
  adsModalAllResponseSchema,
  emailOptAllResponseSchema,
  isPremium,
  recordsForTier,
} from "@spc/shared";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../../db/client";
import { commonErrorResponses } from "../../../lib/error-responses";
import { personal } from "../../../lib/private-answer";
import { cardsOf, validityOf } from "../../membership";
import { popupRecords } from "../../offers";

/**
 * SPC+ (spec §4 "Premium membership") as the reveal and the web's viewer read it: a valid bank
 * (cibc) card. Visitors and members without one see the non-plus records.
 */
async function viewerIsPlus(db: Db, request: FastifyRequest, now: Date): Promise<boolean> {
  if (!request.user) return false;
  const rows = await cardsOf(db, request.user.id);
  return isPremium(rows.map(validityOf), now);
}

const description =
  "Active records of the viewer's tier only (spec §2.9): is_spc_plus ones for SPC+ members, the others for everyone else. The client applies display_page and its local throttle.";

/** Spec §7 GET /ads-modal/all and GET /emailopt/all: the pop-up records, filtered by tier. */
export const popupRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const db = fastify.database.db;

  /** The active records of `kind` that the viewer's tier sees. */
  async function recordsFor<T extends { is_spc_plus: boolean }>(
    request: FastifyRequest,
    reply: FastifyReply,
    read: () => Promise<T[]>,
  ): Promise<{ data: T[] }> {
    const [records, plus] = await Promise.all([read(), viewerIsPlus(db, request, new Date())]);
    // The answer depends on who asks: never kept by a shared cache.
    personal(reply);
    return { data: recordsForTier(records, plus) };
  }

  fastify.get(
    "/ads-modal/all",
    {
      schema: {
        tags: ["users"],
        summary: "The ads pop-up records of the viewer's tier",
        description,
        querystring: z.object({}),
        response: { 200: adsModalAllResponseSchema, ...commonErrorResponses },
      },
    },
    (request, reply) => recordsFor(request, reply, () => popupRecords(db, "ads")),
  );

  fastify.get(
    "/emailopt/all",
    {
      schema: {
        tags: ["users"],
        summary: "The e-mail opt-in pop-up records of the viewer's tier",
        description: `${description} display_page "all" means any page.`,
        querystring: z.object({}),
        response: { 200: emailOptAllResponseSchema, ...commonErrorResponses },
      },
    },
    (request, reply) => recordsFor(request, reply, () => popupRecords(db, "email_opts")),
  );
};
