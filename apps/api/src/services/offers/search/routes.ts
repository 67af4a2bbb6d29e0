import { type OffersPageResponse, offersPageResponseSchema } from "@spc/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { commonErrorResponses, validationErrorResponse } from "../../../lib/error-responses";
import { CONTENT_CACHE_TTL_MS, createTtlCache } from "../../../lib/ttl-cache";
import { catalogueCacheFor } from "../catalogue/cache";
import { okAnswer, sendAnswer } from "../catalogue/http";
import { searchKey } from "./key";
import { createSearchRepository, type SearchInput } from "./repository";
import {
  searchBodySchema,
  searchQuerySchema,
  type TagItem,
  tagSuggestionsQuerySchema,
  tagsResponseSchema,
} from "./schema";

export const searchRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const repository = createSearchRepository(fastify.database.db);
  const cache = catalogueCacheFor(fastify.database.db);

  async function answer(input: SearchInput): Promise<OffersPageResponse> {
    const page = await repository.search(input);
    return {
      data: page.cards,
      pagination: {
        current_page: input.page,
        page_size: input.pageSize,
        total: page.total,
        total_pages: Math.ceil(page.total / input.pageSize),
        total_is_estimate: page.totalIsEstimate,
      },
    };
  }
  const tagsCache = createTtlCache<TagItem[]>(CONTENT_CACHE_TTL_MS);

  fastify.post(
    "/v2/search",
    {
      schema: {
        tags: ["offers"],
        summary: "Search active offers by text and/or tags",
        description:
          "Full-text search over offer titles and descriptions (EN and FR), partner and tag names, " +
          'accent-insensitive ("etudiant" finds "étudiant") and typo-tolerant ("pizzza" finds ' +
          "pizza). Body `tags`: slugs or names; an offer must carry one of them. Relevance order " +
          "unless sort_by is given (most_redeemed: members who revealed the code or link); pages of " +
          "page_size (24). A search ranks at most 500 matching offers: with more, results come " +
          "from 500 of them (highest_discount and new: the first in that order; relevance: the " +
          "first found, or the most viewed for words in most offers; other sorts: the most " +
          "viewed), `total` is 500 and " +
          '`pagination.total_is_estimate` is true (show "500+"). Visitors\' answers are kept by ' +
          "the catalogue cache (ETag; dropped when the catalogue changes); members' are fresh.",
        querystring: searchQuerySchema,
        body: searchBodySchema,
        response: {
          200: offersPageResponseSchema,
          ...validationErrorResponse,
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const body = request.body ?? {};
      const input: SearchInput = {
        q: body.q,
        tags: body.tags,
        filters: query.offer_filters,
        sort: query.sort_by,
        page: query.current_page,
        pageSize: query.page_size,
      };
      // Members always get a fresh answer; visitors share the catalogue cache's (the same
      // entries, invalidation and maximum age as the listings).
      if (request.user) return answer(input);
      const cached = await cache.get(searchKey(input), async () =>
        okAnswer(await answer(input), "fast"),
      );
      return sendAnswer(request, reply, cached);
    },
  );

  fastify.get(
    "/v2/tags/suggestions",
    {
      schema: {
        tags: ["offers"],
        summary: "Top tags for a text (at most 10)",
        description:
          "Tags whose English or French name contains the text (any case, accents ignored) first, " +
          "then tags close to it (typos, trigram similarity). Blank text: the tags with most offers.",
        querystring: tagSuggestionsQuerySchema,
        response: { 200: tagsResponseSchema, ...validationErrorResponse, ...commonErrorResponses },
      },
    },
    async (request) => ({ data: await repository.suggestTags(request.query.q) }),
  );

  fastify.get(
    "/v2/tags",
    {
      schema: {
        tags: ["offers"],
        summary: "Every search tag",
        response: { 200: tagsResponseSchema, ...commonErrorResponses },
      },
    },
    async () => ({ data: await tagsCache.get("all", () => repository.listTags()) }),
  );
};
