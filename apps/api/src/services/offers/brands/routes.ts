import { brandsResponseSchema } from "@spc/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { commonErrorResponses } from "../../../lib/error-responses";
import { catalogueCacheFor } from "../catalogue/cache";
import { okAnswer, sendAnswer } from "../catalogue/http";
import { listBrands } from "./repository";

/** GET /brands: the /brands page's list (not a spec §7 call; the spec's page needs it). */
export const brandsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const db = fastify.database.db;
  const cache = catalogueCacheFor(db);

  fastify.get(
    "/brands",
    {
      schema: {
        tags: ["offers"],
        summary: "Every brand with a listed offer, A–Z, with its index letter",
        description:
          "Active partners with at least one listed offer (SPC+ offers count), sorted by name with accents and case ignored; `letter` is A–Z or # for names starting with a digit or a sign (listed first). Each links to /deals/{url_name}.",
        response: { 200: brandsResponseSchema, ...commonErrorResponses },
      },
    },
    async (request, reply) =>
      sendAnswer(
        request,
        reply,
        await cache.get(JSON.stringify(["brands"]), async () =>
          okAnswer({ data: await listBrands(db) }),
        ),
      ),
  );
};
