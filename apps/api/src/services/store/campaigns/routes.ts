import { btsMarketOffersResponseSchema } from "@spc/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { commonErrorResponses } from "../../../lib/error-responses";
import { btsMarketOffers, contentContextOf } from "../../content";
import { collectionCards } from "../../offers";

/** GET /bts-market-offers (spec §7 store): the back-to-school marketplace of /bts-market-landing. */
export const storeCampaignRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const db = fastify.database.db;
  const context = contentContextOf(db);
  const catalogue = { collectionCards: (id: number) => collectionCards(db, id) };

  fastify.get(
    "/bts-market-offers",
    {
      schema: {
        tags: ["store"],
        summary: "The back-to-school marketplace running now and its offers",
        description:
          "The published bts_market campaign with starts_at ≤ now < ends_at (title and markdown terms in both languages) and the listed offers of its collection in curated order, SPC+ offers included as teasers. None running: campaign null, no offers.",
        response: { 200: btsMarketOffersResponseSchema, ...commonErrorResponses },
      },
    },
    async () => btsMarketOffers(context, catalogue),
  );
};
