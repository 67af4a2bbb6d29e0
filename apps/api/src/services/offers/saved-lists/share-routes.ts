import {
  errorEnvelopeSchema,
  type Language,
  savedListParamsSchema,
  savedListShareResponseSchema,
  sharedListParamsSchema,
  sharedListQuerySchema,
  sharedListResponseSchema,
} from "@spc/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  commonErrorResponses,
  registeredMemberErrors,
  validationErrorResponse,
} from "../../../lib/error-responses";
import { personal } from "../../../lib/private-answer";
import { requireRegistered } from "../../../plugins/auth";
import { type ListsContext, sharedListOf, shareSavedList, unshareSavedList } from "../../lists";
import { savedOffersCatalogue } from "../catalogue/saved-offers";
import { notFound } from "./routes";

const memberErrors = registeredMemberErrors;

/** The first of en / fr in an Accept-Language header, by preference; else null. */
export function languageOfHeader(header: string | undefined): Language | null {
  const ranked = (header ?? "")
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => Number.isFinite(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const primary = tag.split("-")[0];
    if (primary === "fr" || primary === "en") return primary;
  }
  return null;
}

/**
 * Sharing a saved list by a revocable read-only link (issue 15 point 4, decision 0032): the owner
 * turns the link on and off; anyone holding it reads the list without signing in.
 */
export const savedListShareRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const db = fastify.database.db;
  const context: ListsContext = { db, catalogue: savedOffersCatalogue(db) };

  fastify.post(
    "/user/saved-list/:id/share",
    {
      preHandler: requireRegistered,
      schema: {
        tags: ["offers"],
        summary: "Share a saved list by a read-only link",
        description:
          "Answers the list's share_token (the same one while the list stays shared). The web's " +
          "page for it reads GET /api/offers/shared-list/{share_token}. Revoke with DELETE.",
        params: savedListParamsSchema,
        response: {
          200: savedListShareResponseSchema,
          ...validationErrorResponse,
          ...memberErrors,
          ...notFound,
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      personal(reply);
      return shareSavedList(context, request.user!.id, request.params.id);
    },
  );

  fastify.delete(
    "/user/saved-list/:id/share",
    {
      preHandler: requireRegistered,
      schema: {
        tags: ["offers"],
        summary: "Stop sharing a saved list",
        description:
          "The link stops working at once (share_token null; idempotent). Sharing again gives a " +
          "new link; the old one never comes back.",
        params: savedListParamsSchema,
        response: {
          200: savedListShareResponseSchema,
          ...validationErrorResponse,
          ...memberErrors,
          ...notFound,
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      personal(reply);
      return unshareSavedList(context, request.user!.id, request.params.id);
    },
  );

  fastify.get(
    "/shared-list/:token",
    {
      schema: {
        tags: ["offers"],
        summary: "A shared saved list, read-only (no sign-in)",
        description:
          "The list's name and offers (status and card; title and discount_label in the " +
          "viewer's language: the language query, else Accept-Language, else en). Nothing " +
          "identifies the owner. An unknown or revoked token is 404 not_found. Not cached.",
        params: sharedListParamsSchema,
        querystring: sharedListQuerySchema,
        response: {
          200: sharedListResponseSchema,
          ...validationErrorResponse,
          404: errorEnvelopeSchema.describe("Unknown or revoked link (not_found)"),
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const language =
        request.query.language ?? languageOfHeader(request.headers["accept-language"]) ?? "en";
      reply.header("cache-control", "no-store");
      reply.header("x-robots-tag", "noindex");
      reply.header("vary", "accept-language");
      return sharedListOf(context, request.params.token, language);
    },
  );
};
