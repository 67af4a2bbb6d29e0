import { giftCardAvailabilityResponseSchema } from "@spc/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { commonErrorResponses } from "../../../lib/error-responses";
import { contentContextOf, createGiftCardAvailability } from "../../content";

/** GET /boxing_day/gift_card/is_available (spec §7, offers service). */
export const giftCardRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const giftCardAvailability = createGiftCardAvailability(contentContextOf(fastify.database.db));

  fastify.get(
    "/boxing_day/gift_card/is_available",
    {
      schema: {
        tags: ["offers"],
        summary: "Whether the Boxing Day gift card is available now",
        description:
          "True while a published Boxing Day gift-card campaign runs (starts_at ≤ now < ends_at) and, when it has a stock, fewer memberships were bought online since it started than it has gift cards (`remaining`). The campaign's title and markdown terms come with it.",
        response: { 200: giftCardAvailabilityResponseSchema, ...commonErrorResponses },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-cache");
      return giftCardAvailability();
    },
  );
};
