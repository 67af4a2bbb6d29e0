import {
  ERROR_CODES,
  errorEnvelopeSchema,
  offerCardsResponseSchema,
  offerDetailResponseSchema,
  offerLegalQuerySchema,
  offerLegalResponseSchema,
  partnerNameParamsSchema,
  partnerOffersResponseSchema,
  partnerWebsiteResponseSchema,
  RELATED_OFFERS_LIMIT,
} from "@spc/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { commonErrorResponses, validationErrorResponse } from "../../../lib/error-responses";
import { OFFER_ERRORS } from "../offer-errors";
import type { CatalogueContext } from "./context";
import { type CachedAnswer, errorAnswer, okAnswer, sendAnswer } from "./http";
import { listOffers } from "./listing";
import { findOfferDetail, findOfferLegal, findOfferOwner, findPartner } from "./repository";

/** Listings of one partner are short; this bounds them anyway. */
const PARTNER_OFFERS_LIMIT = 100;

// Offer ids are numbers; anything else is simply an offer that does not exist (a 404 the web
// understands), not a validation error.
const offerIdParamsSchema = z.object({ id: z.string().min(1).max(40) });

function offerId(raw: string): number | null {
  return /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}

const notFound = () => errorAnswer(OFFER_ERRORS.notFound.code, OFFER_ERRORS.notFound.message);

const partnerNotFound = () => errorAnswer(ERROR_CODES.partnerNotFound, "Partner not found");

type CachedReads = Pick<CatalogueContext, "db" | "cache">;

/**
 * GET /v2/offers/:id's answer, from the catalogue cache. The SPA's offer pages read it too for
 * their HTTP status (page-status.ts), so a page and its first API read share one entry.
 */
export async function offerAnswer(
  { db, cache }: CachedReads,
  rawId: string,
): Promise<CachedAnswer> {
  const id = offerId(rawId);
  if (id === null) return notFound();
  return cache.get(JSON.stringify(["offer", id]), async () => {
    const found = await findOfferDetail(db, id, new Date());
    if (found.kind === "found") return okAnswer(found.detail);
    if (found.kind === "not_found") return notFound();
    const { code, message } = OFFER_ERRORS[found.kind];
    return errorAnswer(code, message, { partner_url_name: found.partnerUrlName });
  });
}

/** GET /v2/offers/partner/:name's answer, from the catalogue cache (shared like offerAnswer). */
export async function partnerAnswer(
  { db, cache }: CachedReads,
  rawName: string,
): Promise<CachedAnswer> {
  const name = rawName.toLowerCase();
  return cache.get(JSON.stringify(["partner", name]), async () => {
    const partner = await findPartner(db, name);
    if (!partner) return partnerNotFound();
    const offers = await listOffers(
      db,
      { partnerId: partner.partner_id },
      { sort: "views", limit: PARTNER_OFFERS_LIMIT },
    );
    return okAnswer({ partner, data: offers.cards });
  });
}

export function offerRoutes(context: CatalogueContext): FastifyPluginAsyncZod {
  return async (fastify) => {
    const { cache, db } = context;

    fastify.get(
      "/v2/offers/:id",
      {
        schema: {
          tags: ["offers"],
          summary: "An offer with its legal text and partner",
          description:
            'Errors carry the spec messages: 404 offer_not_found "Offer not found", 410 ' +
            'offer_delisted "Offer delisted", 410 offer_expired "Offer expired"; the last two ' +
            "add error.details.partner_url_name so the web can open the partner page instead.",
          params: offerIdParamsSchema,
          response: {
            200: offerDetailResponseSchema,
            404: errorEnvelopeSchema.describe("offer_not_found"),
            410: errorEnvelopeSchema.describe("offer_delisted or offer_expired, with details"),
            ...commonErrorResponses,
          },
        },
      },
      async (request, reply) => {
        return sendAnswer(request, reply, await offerAnswer(context, request.params.id));
      },
    );

    fastify.get(
      "/offerLegal",
      {
        schema: {
          tags: ["offers"],
          summary: "The legal text of an offer",
          querystring: offerLegalQuerySchema,
          response: {
            200: offerLegalResponseSchema,
            ...validationErrorResponse,
            404: errorEnvelopeSchema.describe("No such offer or no legal text (not_found)"),
            ...commonErrorResponses,
          },
        },
      },
      async (request, reply) => {
        const id = request.query.offer_id;
        const answer = await cache.get(JSON.stringify(["legal", id]), async () => {
          const legal = await findOfferLegal(db, id);
          return legal
            ? okAnswer(legal)
            : errorAnswer(ERROR_CODES.notFound, "Offer legal text not found");
        });
        return sendAnswer(request, reply, answer);
      },
    );

    fastify.get(
      "/proxy/website/:name/url",
      {
        schema: {
          tags: ["offers"],
          summary: "A partner's website address",
          description: "{name} is the partner url_name.",
          params: partnerNameParamsSchema,
          response: {
            200: partnerWebsiteResponseSchema,
            404: errorEnvelopeSchema.describe("Unknown partner or no website (partner_not_found)"),
            ...commonErrorResponses,
          },
        },
      },
      async (request, reply) => {
        const name = request.params.name.toLowerCase();
        const answer = await cache.get(JSON.stringify(["website", name]), async () => {
          const partner = await findPartner(db, name);
          if (!partner?.website_url) return partnerNotFound();
          return okAnswer({ url: partner.website_url });
        });
        return sendAnswer(request, reply, answer);
      },
    );

    fastify.get(
      "/v2/offers/partner/:name",
      {
        schema: {
          tags: ["offers"],
          summary: "A partner with its active offers",
          description: "{name} is the partner url_name; offers by views.",
          params: partnerNameParamsSchema,
          response: {
            200: partnerOffersResponseSchema,
            404: errorEnvelopeSchema.describe("Unknown or inactive partner (partner_not_found)"),
            ...commonErrorResponses,
          },
        },
      },
      async (request, reply) => {
        return sendAnswer(request, reply, await partnerAnswer(context, request.params.name));
      },
    );

    const siblings = (scope: "partner" | "related") =>
      async function handler(
        request: { params: { id: string } } & Parameters<typeof sendAnswer>[0],
        reply: Parameters<typeof sendAnswer>[1],
      ) {
        const id = offerId(request.params.id);
        const answer: CachedAnswer =
          id === null
            ? notFound()
            : await cache.get(JSON.stringify([scope, id]), async () => {
                const owner = await findOfferOwner(db, id);
                if (!owner) return notFound();
                const offers =
                  scope === "partner"
                    ? await listOffers(
                        db,
                        { partnerId: owner.partnerId, excludeOfferId: id },
                        { sort: "views", limit: PARTNER_OFFERS_LIMIT },
                      )
                    : await listOffers(
                        db,
                        { categoryId: owner.categoryId, excludeOfferId: id },
                        { sort: "views", limit: RELATED_OFFERS_LIMIT },
                      );
                return okAnswer({ data: offers.cards });
              });
        return sendAnswer(request, reply, answer);
      };

    const siblingResponses = {
      200: offerCardsResponseSchema,
      404: errorEnvelopeSchema.describe("offer_not_found"),
      ...commonErrorResponses,
    };

    fastify.get(
      "/offer/:id/partner/offers",
      {
        schema: {
          tags: ["offers"],
          summary: "The other active offers of the same partner",
          params: offerIdParamsSchema,
          response: siblingResponses,
        },
      },
      siblings("partner"),
    );

    fastify.get(
      "/offer/:id/related/offers",
      {
        schema: {
          tags: ["offers"],
          summary: `Up to ${RELATED_OFFERS_LIMIT} active offers of the same category, by views`,
          params: offerIdParamsSchema,
          response: siblingResponses,
        },
      },
      siblings("related"),
    );
  };
}
