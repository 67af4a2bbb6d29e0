import { type WebsiteMenuResponse, websiteMenuResponseSchema } from "@spc/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { commonErrorResponses } from "../../../lib/error-responses";
import { CONTENT_CACHE_TTL_MS, createTtlCache } from "../../../lib/ttl-cache";
import { createWebsiteMenuRepository } from "./repository";

export const websiteMenuRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const repository = createWebsiteMenuRepository(fastify.database.db);
  const cache = createTtlCache<WebsiteMenuResponse>(CONTENT_CACHE_TTL_MS);

  fastify.get(
    "/users/website-menu",
    {
      schema: {
        tags: ["users"],
        summary: "Get the header and footer menus",
        description:
          "Header links and three footer columns; each link has en, fr, link, route, force_link.",
        response: { 200: websiteMenuResponseSchema, ...commonErrorResponses },
      },
    },
    () => cache.get("menu", () => repository.get()),
  );
};
