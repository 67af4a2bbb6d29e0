import {
  type CategoryDataResponse,
  type CategoryOffersResponse,
  categoryDataResponseSchema,
  categoryOffersQuerySchema,
  categoryOffersResponseSchema,
  ERROR_CODES,
  errorEnvelopeSchema,
  FEATURED_OFFERS_LIMIT,
  idOrSlugParamsSchema,
  type OffersPageResponse,
  offersPageResponseSchema,
  offersSummaryQuerySchema,
  premiumOffersSummaryQuerySchema,
} from "@spc/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { commonErrorResponses, validationErrorResponse } from "../../../lib/error-responses";
import {
  type CatalogueContext,
  type ListingQuery,
  listingFilterOf,
  listingKey,
  nearbyOffers,
  pagination,
  placeOf,
} from "./context";
import { errorAnswer, okAnswer, sendAnswer } from "./http";
import { countCategoryOffers, type ListingFilter, listOffers } from "./listing";
import { findCategory } from "./repository";

const LISTING_NOTES =
  "offer_filters (online, instore, spc_plus, lto, new) are ANDed; subcategory_filters match any " +
  "listed subcategory. With distance (km) and postal_code (or lat/lon): in-store offers with a " +
  "store within that distance, nearest first (sort_by breaks ties). SPC+ offers are listed for " +
  "everyone (teasers); their code and link are not part of a listing.";

const locationErrors = {
  422: errorEnvelopeSchema.describe(
    'Unknown postal code (location_not_resolved, "Could not resolve location")',
  ),
  503: errorEnvelopeSchema.describe(
    'Maps service down (geocode_unavailable, "Geocode not available.")',
  ),
};

async function page(
  context: CatalogueContext,
  query: ListingQuery,
  base: ListingFilter,
): Promise<OffersPageResponse> {
  const location = placeOf(query);
  const near = location ? await nearbyOffers(context, location) : undefined;
  const result = await listOffers(context.db, listingFilterOf(query, { ...base, near }), {
    sort: query.sort_by,
    limit: query.page_size,
    offset: (query.current_page - 1) * query.page_size,
  });
  return { data: result.cards, pagination: pagination(query, result.total) };
}

export function listingRoutes(context: CatalogueContext): FastifyPluginAsyncZod {
  return async (fastify) => {
    const { cache } = context;

    fastify.get(
      "/v5/offers/summary",
      {
        schema: {
          tags: ["offers"],
          summary: "A page of offer summaries",
          description: `Active offers, page_size default 24 (max 100), sort_by default views. ${LISTING_NOTES} firebase_uid is accepted and ignored (the member comes from the session).`,
          querystring: offersSummaryQuerySchema,
          response: {
            200: offersPageResponseSchema,
            ...validationErrorResponse,
            ...locationErrors,
            ...commonErrorResponses,
          },
        },
      },
      async (request, reply) => {
        const query = request.query;
        const answer = await cache.get(listingKey("summary", query), async () =>
          okAnswer(await page(context, query, {})),
        );
        return sendAnswer(request, reply, answer);
      },
    );

    fastify.get(
      "/v4/offers/summary",
      {
        schema: {
          tags: ["offers"],
          summary: "A page of SPC+ (premium) offer summaries",
          description: `The is_spc_plus offers, listed for everyone. ${LISTING_NOTES}`,
          querystring: premiumOffersSummaryQuerySchema,
          response: {
            200: offersPageResponseSchema,
            ...validationErrorResponse,
            ...locationErrors,
            ...commonErrorResponses,
          },
        },
      },
      async (request, reply) => {
        const query = request.query;
        const answer = await cache.get(listingKey("premium", query), async () =>
          okAnswer(await page(context, query, { offerFilters: ["spc_plus"] })),
        );
        return sendAnswer(request, reply, answer);
      },
    );

    fastify.get(
      "/v4/offers/category/:id",
      {
        schema: {
          tags: ["offers"],
          summary: "A page of a category's offers",
          description: `{id} is the category id or url_name. load_feature_offers=true adds \`featured\`: the category's ${FEATURED_OFFERS_LIMIT} most viewed offers. ${LISTING_NOTES}`,
          params: idOrSlugParamsSchema,
          querystring: categoryOffersQuerySchema,
          response: {
            200: categoryOffersResponseSchema,
            ...validationErrorResponse,
            404: errorEnvelopeSchema.describe("Unknown category (category_not_found)"),
            ...locationErrors,
            ...commonErrorResponses,
          },
        },
      },
      async (request, reply) => {
        const { query, params } = request;
        const key = listingKey("category", query, [params.id, query.load_feature_offers]);
        const answer = await cache.get(key, async () => {
          const category = await findCategory(context.db, params.id);
          if (!category) return errorAnswer(ERROR_CODES.categoryNotFound, "Category not found");
          const listing = await page(context, query, { categoryId: category.id });
          const body: CategoryOffersResponse = { category, ...listing };
          if (query.load_feature_offers) {
            const featured = await listOffers(
              context.db,
              { categoryId: category.id },
              { sort: "views", limit: FEATURED_OFFERS_LIMIT },
            );
            body.featured = featured.cards;
          }
          return okAnswer(body);
        });
        return sendAnswer(request, reply, answer);
      },
    );

    fastify.get(
      "/v4/categoryData/:id",
      {
        schema: {
          tags: ["offers"],
          summary: "A category with its subcategories and active-offer counts",
          description: "{id} is the category id or url_name.",
          params: idOrSlugParamsSchema,
          response: {
            200: categoryDataResponseSchema,
            404: errorEnvelopeSchema.describe("Unknown category (category_not_found)"),
            ...commonErrorResponses,
          },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const answer = await cache.get(JSON.stringify(["categoryData", id]), async () => {
          const category = await findCategory(context.db, id);
          if (!category) return errorAnswer(ERROR_CODES.categoryNotFound, "Category not found");
          const counts = await countCategoryOffers(context.db, category.id);
          const body: CategoryDataResponse = {
            category: {
              ...category,
              offer_count: counts.total,
              subcategories: category.subcategories.map((sub) => ({
                ...sub,
                offer_count: counts.bySubcategory.get(sub.id) ?? 0,
              })),
            },
          };
          return okAnswer(body);
        });
        return sendAnswer(request, reply, answer);
      },
    );
  };
}
