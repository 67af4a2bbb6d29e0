import { categoriesResponseSchema } from "@spc/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { commonErrorResponses } from "../../../lib/error-responses";
import { catalogueCacheFor } from "../catalogue/cache";
import { okAnswer, sendAnswer } from "../catalogue/http";
import { createCategoriesRepository } from "./repository";

export const categoriesRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const repository = createCategoriesRepository(fastify.database.db);
  // The catalogue cache (decision 0006), like every catalogue read: an edited category shows at
  // once, and its French name is set like the rest of the catalogue's text (decision 0031).
  const cache = catalogueCacheFor(fastify.database.db);

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
    async (request, reply) =>
      sendAnswer(
        request,
        reply,
        await cache.get(JSON.stringify(["categories"]), async () =>
          okAnswer({ data: await repository.list() }),
        ),
      ),
  );
};
