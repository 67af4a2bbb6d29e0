import {
  errorEnvelopeSchema,
  FAVOURITE_OFFERS_MAX,
  SAVED_LIST_NAME_MAX_LENGTH,
  SAVED_LIST_OFFERS_MAX,
  SAVED_LISTS_MAX,
  savedListCreateRequestSchema,
  savedListDeleteResponseSchema,
  savedListParamsSchema,
  savedListResponseSchema,
  savedListsResponseSchema,
  savedListUpdateRequestSchema,
} from "@spc/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  commonErrorResponses,
  registeredMemberErrors,
  validationErrorResponse,
} from "../../../lib/error-responses";
import { personal } from "../../../lib/private-answer";
import { requireRegistered } from "../../../plugins/auth";
import {
  createSavedList,
  deleteSavedList,
  type ListsContext,
  savedListOf,
  savedListsOf,
  updateSavedList,
} from "../../lists";
import { savedOffersCatalogue } from "../catalogue/saved-offers";

// Spec §6: saved lists and favourites need a registered member.
const memberErrors = registeredMemberErrors;

export const notFound = {
  404: errorEnvelopeSchema.describe("No such list, or another member's (not_found)"),
} as const;

const unavailable = {
  422: errorEnvelopeSchema.describe(
    "offers_unavailable: an offer being added is unknown, delisted, expired or not started " +
      "(details.offer_ids); nothing was changed",
  ),
} as const;

const RULES =
  `Names are trimmed, 1–${SAVED_LIST_NAME_MAX_LENGTH} characters, unique per member ` +
  "case-insensitively (409 list_name_taken, message '<name> already exists!', details.name). " +
  `At most ${SAVED_LISTS_MAX} lists per member (409 list_limit_reached) and ` +
  `${SAVED_LIST_OFFERS_MAX} offers per list (409 list_full; details.max). A new offer must be ` +
  "listed now (422 offers_unavailable); an offer already saved stays whatever happens to it, " +
  "with its status (active, delisted, expired, unavailable). Favourites hold up to " +
  `${FAVOURITE_OFFERS_MAX} offers.`;

/**
 * Saved lists (spec §7 "Saved lists", decision 0032), members only; the member is always the
 * session's user and another member's list is a 404.
 */
export const savedListsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const db = fastify.database.db;
  const context: ListsContext = { db, catalogue: savedOffersCatalogue(db) };

  fastify.get(
    "/user/saved-list",
    {
      preHandler: requireRegistered,
      schema: {
        tags: ["offers"],
        summary: "The member's saved lists, oldest first, with their counts",
        description:
          "Each list: id, name, offer_ids (saved order, whatever each offer's status), version, " +
          "offer_count, active_offer_count (offers listed now), share_token (null unless shared).",
        response: { 200: savedListsResponseSchema, ...memberErrors, ...commonErrorResponses },
      },
    },
    async (request, reply) => {
      personal(reply);
      return savedListsOf(context, request.user!.id);
    },
  );

  fastify.post(
    "/user/saved-list",
    {
      preHandler: requireRegistered,
      schema: {
        tags: ["offers"],
        summary: "Create a saved list",
        description: `A name (spec §7), optionally offer_ids to start with. ${RULES}`,
        body: savedListCreateRequestSchema,
        response: {
          201: savedListResponseSchema,
          ...validationErrorResponse,
          ...memberErrors,
          409: errorEnvelopeSchema.describe("list_name_taken, list_limit_reached or list_full"),
          ...unavailable,
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const list = await createSavedList(context, request.user!.id, request.body);
      personal(reply);
      return reply.code(201).send(list);
    },
  );

  fastify.get(
    "/user/saved-list/:id",
    {
      preHandler: requireRegistered,
      schema: {
        tags: ["offers"],
        summary: "One saved list with its offers as cards",
        description:
          "items: each saved offer in saved order with its status (active, delisted, expired, " +
          "unavailable = not started) and its card; delisted and expired offers stay listed.",
        params: savedListParamsSchema,
        response: {
          200: savedListResponseSchema,
          ...validationErrorResponse,
          ...memberErrors,
          ...notFound,
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      personal(reply);
      return savedListOf(context, request.user!.id, request.params.id);
    },
  );

  fastify.put(
    "/user/saved-list/:id",
    {
      preHandler: requireRegistered,
      schema: {
        tags: ["offers"],
        summary: "Rename a saved list and/or change its offers",
        description:
          "name renames. add_offer_ids / remove_offer_ids are set operations merged into the " +
          "list as it is when the write runs: two devices adding different offers at once both " +
          "keep theirs; adding an offer already there or removing one that is not is a no-op. " +
          "offer_ids (spec §7) replaces the whole list and its order and needs version (the one " +
          "read); any write sent with a version that is no longer current is refused with 409 " +
          `version_conflict (details.version is the current one): read again and retry. ${RULES}`,
        params: savedListParamsSchema,
        body: savedListUpdateRequestSchema,
        response: {
          200: savedListResponseSchema,
          ...validationErrorResponse,
          ...memberErrors,
          ...notFound,
          409: errorEnvelopeSchema.describe("list_name_taken, list_full or version_conflict"),
          ...unavailable,
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      personal(reply);
      return updateSavedList(context, request.user!.id, request.params.id, request.body);
    },
  );

  fastify.delete(
    "/user/saved-list/:id",
    {
      preHandler: requireRegistered,
      schema: {
        tags: ["offers"],
        summary: "Delete a saved list",
        description: "The list, its offers and its share link go at once.",
        params: savedListParamsSchema,
        response: {
          200: savedListDeleteResponseSchema,
          ...validationErrorResponse,
          ...memberErrors,
          ...notFound,
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      personal(reply);
      return deleteSavedList(context, request.user!.id, request.params.id);
    },
  );
};
