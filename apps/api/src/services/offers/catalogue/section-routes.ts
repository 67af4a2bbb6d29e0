import {
  adsQuerySchema,
  adsResponseSchema,
  collectionResponseSchema,
  collectionsResponseSchema,
  collectionsWithOffersResponseSchema,
  ERROR_CODES,
  errorEnvelopeSchema,
  numericIdParamsSchema,
  offerCardsResponseSchema,
  type ThemeSection,
  TRENDING_OFFERS_FULL_LIMIT,
  TRENDING_OFFERS_LIMIT,
  themeOrderResponseSchema,
  trendingActiveResponseSchema,
  trendingOffersQuerySchema,
} from "@spc/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { commonErrorResponses, validationErrorResponse } from "../../../lib/error-responses";
import type { CatalogueContext } from "./context";
import { errorAnswer, okAnswer, sendAnswer } from "./http";
import { listOffers } from "./listing";
import { findCategory, listAds, listCollections } from "./repository";

/** A collection holds a curated handful of offers; this bounds a listing anyway. */
const COLLECTION_OFFERS_LIMIT = 100;
/** Limited-time offers running at once are few; this bounds the list anyway. */
const LIMITED_TIME_LIMIT = 100;

export function sectionRoutes(context: CatalogueContext): FastifyPluginAsyncZod {
  return async (fastify) => {
    const { cache, db } = context;
    const cached = (key: unknown[], load: () => Promise<unknown>) =>
      cache.get(JSON.stringify(key), async () => okAnswer(await load()));

    const collectionOffers = (collectionId: number) =>
      listOffers(db, { collectionId }, { sort: "collection", limit: COLLECTION_OFFERS_LIMIT });

    fastify.get(
      "/v2/collection",
      {
        schema: {
          tags: ["offers"],
          summary: "The collections (weekly deals), by sort order",
          response: { 200: collectionsResponseSchema, ...commonErrorResponses },
        },
      },
      async (request, reply) =>
        sendAnswer(
          request,
          reply,
          await cached(["collections"], async () => ({
            data: await listCollections(db, new Date()),
          })),
        ),
    );

    fastify.get(
      "/v2/collection/:id",
      {
        schema: {
          tags: ["offers"],
          summary: "A collection with its active offers in curated order",
          params: numericIdParamsSchema,
          response: {
            200: collectionResponseSchema,
            ...validationErrorResponse,
            404: errorEnvelopeSchema.describe("Unknown collection (collection_not_found)"),
            ...commonErrorResponses,
          },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const answer = await cache.get(JSON.stringify(["collection", id]), async () => {
          const [collection] = await listCollections(db, new Date(), id);
          if (!collection)
            return errorAnswer(ERROR_CODES.collectionNotFound, "Collection not found");
          return okAnswer({ collection, data: (await collectionOffers(id)).cards });
        });
        return sendAnswer(request, reply, answer);
      },
    );

    fastify.get(
      "/v4/collections",
      {
        schema: {
          tags: ["offers"],
          summary: "Every collection with its offers (the deals page rows)",
          response: { 200: collectionsWithOffersResponseSchema, ...commonErrorResponses },
        },
      },
      async (request, reply) =>
        sendAnswer(
          request,
          reply,
          await cached(["collectionsWithOffers"], async () => {
            const collections = await listCollections(db, new Date());
            const data = [];
            for (const collection of collections) {
              data.push({ ...collection, offers: (await collectionOffers(collection.id)).cards });
            }
            return { data };
          }),
        ),
    );

    fastify.get(
      "/v2/trendingOffers",
      {
        schema: {
          tags: ["offers"],
          summary: "Trending offers: the most viewed active offers",
          description: `${TRENDING_OFFERS_LIMIT} offers, or ${TRENDING_OFFERS_FULL_LIMIT} with full=true; category (id or url_name) narrows to one category.`,
          querystring: trendingOffersQuerySchema,
          response: {
            200: offerCardsResponseSchema,
            ...validationErrorResponse,
            404: errorEnvelopeSchema.describe("Unknown category (category_not_found)"),
            ...commonErrorResponses,
          },
        },
      },
      async (request, reply) => {
        const { full, category } = request.query;
        const key = JSON.stringify(["trending", full, category?.toLowerCase() ?? null]);
        const answer = await cache.get(key, async () => {
          let categoryId: number | undefined;
          if (category) {
            const found = await findCategory(db, category);
            if (!found) return errorAnswer(ERROR_CODES.categoryNotFound, "Category not found");
            categoryId = found.id;
          }
          const limit = full ? TRENDING_OFFERS_FULL_LIMIT : TRENDING_OFFERS_LIMIT;
          const offers = await listOffers(db, { categoryId }, { sort: "views", limit });
          return okAnswer({ data: offers.cards });
        });
        return sendAnswer(request, reply, answer);
      },
    );

    fastify.get(
      "/offer/trending/active",
      {
        schema: {
          tags: ["offers"],
          summary: "Whether the trending section has offers, and its offers",
          response: { 200: trendingActiveResponseSchema, ...commonErrorResponses },
        },
      },
      async (request, reply) =>
        sendAnswer(
          request,
          reply,
          await cached(["trendingActive"], async () => {
            const offers = await listOffers(
              db,
              {},
              { sort: "views", limit: TRENDING_OFFERS_LIMIT },
            );
            return { active: offers.cards.length > 0, data: offers.cards };
          }),
        ),
    );

    fastify.get(
      "/v4/limitedTimeOffers",
      {
        schema: {
          tags: ["offers"],
          summary: "Offers inside their limited-time window right now, ending soonest first",
          response: { 200: offerCardsResponseSchema, ...commonErrorResponses },
        },
      },
      async (request, reply) =>
        sendAnswer(
          request,
          reply,
          await cached(["limitedTime"], async () => {
            const offers = await listOffers(
              db,
              { offerFilters: ["lto"] },
              { sort: "lto_end", limit: LIMITED_TIME_LIMIT },
            );
            return { data: offers.cards };
          }),
        ),
    );

    fastify.get(
      "/v4/ads",
      {
        schema: {
          tags: ["offers"],
          summary: "Active ads pop-up records (spec §3), optionally of one display_page",
          description:
            "Every tier's records: the client keeps is_spc_plus ones for plus members and the " +
            "others for everyone else (spec §2.9), then applies its local throttle.",
          querystring: adsQuerySchema,
          response: { 200: adsResponseSchema, ...validationErrorResponse, ...commonErrorResponses },
        },
      },
      async (request, reply) => {
        const page = request.query.display_page;
        return sendAnswer(
          request,
          reply,
          await cached(["ads", page ?? null], async () => ({ data: await listAds(db, page) })),
        );
      },
    );

    fastify.get(
      "/theme/order",
      {
        schema: {
          tags: ["offers"],
          summary: "The deals page sections, top to bottom",
          description:
            "limited_time, trending, spc_plus, then each collection (key collection:{id}) by " +
            "sort order, then new_offers; a section with no active offer is left out.",
          response: { 200: themeOrderResponseSchema, ...commonErrorResponses },
        },
      },
      async (request, reply) =>
        sendAnswer(
          request,
          reply,
          await cached(["themeOrder"], async () => ({ data: await themeOrder(context) })),
        ),
    );
  };
}

async function themeOrder({ db }: CatalogueContext): Promise<ThemeSection[]> {
  const now = new Date();
  const has = async (offerFilters: ("lto" | "spc_plus" | "new")[] = []) =>
    (await listOffers(db, { offerFilters }, { sort: "views", limit: 1 }, now)).total > 0;
  const section = (type: ThemeSection["type"]): ThemeSection => ({
    key: type,
    type,
    collection_id: null,
  });
  const sections: ThemeSection[] = [];
  if (await has(["lto"])) sections.push(section("limited_time"));
  if (await has()) sections.push(section("trending"));
  if (await has(["spc_plus"])) sections.push(section("spc_plus"));
  for (const collection of await listCollections(db, now)) {
    if (collection.offer_count === 0) continue;
    sections.push({
      key: `collection:${collection.id}`,
      type: "collection",
      collection_id: collection.id,
    });
  }
  if (await has(["new"])) sections.push(section("new_offers"));
  return sections;
}
