import { type Category, categoriesResponseSchema } from "@spc/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { commonErrorResponses } from "../../../lib/error-responses";
import { CONTENT_CACHE_TTL_MS, createTtlCache } from "../../../lib/ttl-cache";
import { createCategoriesRepository } from "./repository";

export const categoriesRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const repository = createCategoriesRepository(fastify.database.db);
  const cache = createTtlCache<Category[]>(CONTENT_CACHE_TTL_MS);

  fastify.get(
    "/v2/categories",
    {
      schema: {
        tags: ["offers"],
        summary: "List the catalogue categories",
        description:
          'Real categories by sort_order with subcategories and colour. The synthetic "All" and ' +
          '"SPC+" entries are added by the client, not here.',
        response: { 200: categoriesResponseSchema, ...commonErrorResponses },
      },
    },
    async () => ({ data: await cache.get("all", () => repository.list()) }),
  );
};
