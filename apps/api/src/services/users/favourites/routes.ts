import {
  errorEnvelopeSchema,
  FAVOURITE_CATEGORIES_MAX,
  FAVOURITE_OFFERS_MAX,
  favouriteCategoriesResponseSchema,
  favouriteCategoriesUpdateRequestSchema,
  favouriteOffersResponseSchema,
  favouriteOffersUpdateRequestSchema,
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
  favouriteCategoriesOf,
  favouriteOffersOf,
  type ListsContext,
  updateFavouriteCategories,
  updateFavouriteOffers,
} from "../../lists";
import { savedOffersCatalogue } from "../../offers";

const memberErrors = registeredMemberErrors;

const MERGE =
  "are set operations merged into the member's set as it is when the write runs (spec §4 " +
  "'merged with the server list', done by the server): two devices changing different items at " +
  "once both keep their change; adding what is there or removing what is not is a no-op.";

const VERSIONED =
  "replaces the whole set and its order and needs version (the one read); a write sent with a " +
  "version that is no longer current is refused with 409 version_conflict (details.version is " +
  "the current one): read again and retry.";

/** Favourite offers and categories (spec §7, decision 0032), members only. */
export const favouritesRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const db = fastify.database.db;
  const context: ListsContext = { db, catalogue: savedOffersCatalogue(db) };

  fastify.get(
    "/v2/user/favouriteOffers",
    {
      preHandler: requireRegistered,
      schema: {
        tags: ["users"],
        summary: "The member's favourite offers",
        description:
          "favourite_offer_ids in saved order, version, and items: each offer's status (active, " +
          "delisted, expired, unavailable = not started) and card; delisted and expired offers stay.",
        response: { 200: favouriteOffersResponseSchema, ...memberErrors, ...commonErrorResponses },
      },
    },
    async (request, reply) => {
      personal(reply);
      return favouriteOffersOf(context, request.user!.id);
    },
  );

  fastify.put(
    "/v2/user/favouriteOffers",
    {
      preHandler: requireRegistered,
      schema: {
        tags: ["users"],
        summary: "Change the member's favourite offers",
        description:
          `add_offer_ids / remove_offer_ids ${MERGE} favourite_offer_ids (spec §7) ${VERSIONED} ` +
          "A new favourite must be listed now (422 offers_unavailable, details.offer_ids; nothing " +
          `changed). At most ${FAVOURITE_OFFERS_MAX} (409 favourites_full, details.max).`,
        body: favouriteOffersUpdateRequestSchema,
        response: {
          200: favouriteOffersResponseSchema,
          ...validationErrorResponse,
          ...memberErrors,
          409: errorEnvelopeSchema.describe("favourites_full or version_conflict"),
          422: errorEnvelopeSchema.describe("offers_unavailable (details.offer_ids)"),
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      personal(reply);
      return updateFavouriteOffers(context, request.user!.id, request.body);
    },
  );

  fastify.get(
    "/v2/user/categories",
    {
      preHandler: requireRegistered,
      schema: {
        tags: ["users"],
        summary: "The member's favourite categories",
        description: "favourite_categories: category ids in saved order; version.",
        response: {
          200: favouriteCategoriesResponseSchema,
          ...memberErrors,
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      personal(reply);
      return favouriteCategoriesOf(context, request.user!.id);
    },
  );

  fastify.put(
    "/v2/user/categories",
    {
      preHandler: requireRegistered,
      schema: {
        tags: ["users"],
        summary: "Change the member's favourite categories",
        description:
          `add_category_ids / remove_category_ids ${MERGE} favourite_categories (spec §7) ` +
          `${VERSIONED} A new favourite must be an existing category (422 categories_unavailable, ` +
          `details.category_ids). At most ${FAVOURITE_CATEGORIES_MAX} (409 favourites_full).`,
        body: favouriteCategoriesUpdateRequestSchema,
        response: {
          200: favouriteCategoriesResponseSchema,
          ...validationErrorResponse,
          ...memberErrors,
          409: errorEnvelopeSchema.describe("favourites_full or version_conflict"),
          422: errorEnvelopeSchema.describe("categories_unavailable (details.category_ids)"),
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      personal(reply);
      return updateFavouriteCategories(context, request.user!.id, request.body);
    },
  );
};
