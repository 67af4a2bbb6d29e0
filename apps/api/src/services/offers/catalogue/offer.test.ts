import {
  errorEnvelopeSchema,
  offerCardsResponseSchema,
  offerDetailResponseSchema,
  offerDetailSchema,
  offerFetchFlags,
  offerLegalResponseSchema,
  partnerOffersResponseSchema,
  partnerWebsiteResponseSchema,
  RELATED_OFFERS_LIMIT,
} from "@spc/shared";
import { describe, expect, it } from "vitest";
import { seedOfferIds, seedPartnerUrlNames } from "../../../db/seed";
import { get, useCatalogueApp } from "../../../testing/catalogue";

const ctx = useCatalogueApp();

describe("GET /api/offers/v2/offers/{id}", () => {
  it("gives the offer with its legal text and its partner with url_name", async () => {
    const { status, body } = await get(ctx.app(), `/v2/offers/${seedOfferIds.pizza}`);
    expect(status).toBe(200);
    const detail = offerDetailResponseSchema.parse(body);
    expect(offerDetailSchema.parse(body).partner.url_name).toBe(seedPartnerUrlNames.pizza);
    expect(detail.offer).toMatchObject({ offer_id: 1, title_en: "20% off all pizzas" });
    expect(detail.offer.legal).toBe(detail.offer.legal_en);
    expect(detail.offer.legal_fr).toMatch(/\w/);
    expect(detail.partner.partner_name).toBe("Maple Slice Pizza");
  });

  it("says how the offer is redeemed, so a link-only offer does not promise a code", async () => {
    const mode = async (id: number) =>
      offerDetailResponseSchema.parse((await get(ctx.app(), `/v2/offers/${id}`)).body).offer
        .code_mode;
    expect(await mode(seedOfferIds.cibc60)).toBe("no_code");
    expect(await mode(seedOfferIds.pizza)).toBe("static");
  });

  it("serves an SPC+ offer's page to everyone (the code stays gated elsewhere)", async () => {
    const { status, body } = await get(ctx.app(), `/v2/offers/${seedOfferIds.spcPlus}`);
    expect(status).toBe(200);
    expect(offerDetailResponseSchema.parse(body).offer.is_spc_plus).toBe(true);
  });

  it("computes is_limited_time from the window", async () => {
    const flag = async (id: number) =>
      offerDetailResponseSchema.parse((await get(ctx.app(), `/v2/offers/${id}`)).body).offer
        .is_limited_time;
    expect(await flag(seedOfferIds.ltoCurrent)).toBe(true);
    expect(await flag(seedOfferIds.ltoPast)).toBe(false);
    expect(await flag(seedOfferIds.ltoFuture)).toBe(false);
  });

  it.each([
    [seedOfferIds.delisted, 410, "offer_delisted", "Offer delisted", "urban-moose"],
    [seedOfferIds.expired, 410, "offer_expired", "Offer expired", "loomwell"],
  ])(
    "answers offer %i with %i %s and the partner_url_name",
    async (id, status, code, message, partner) => {
      const response = await get(ctx.app(), `/v2/offers/${id}`);
      expect(response.status).toBe(status);
      expect(errorEnvelopeSchema.parse(response.body)).toEqual({
        error: {
          request_id: expect.any(String),
          code,
          message,
          details: { partner_url_name: partner },
        },
      });
      expect(offerFetchFlags(response.body.error.message)).toEqual({
        delisted: code === "offer_delisted",
        gone: code === "offer_expired",
      });
    },
  );

  it.each(["999999", "abc"])("answers /v2/offers/%s with 404 Offer not found", async (id) => {
    const response = await get(ctx.app(), `/v2/offers/${id}`);
    expect(response.status).toBe(404);
    expect(errorEnvelopeSchema.parse(response.body)).toEqual({
      error: {
        request_id: expect.any(String),
        code: "offer_not_found",
        message: "Offer not found",
      },
    });
    expect(offerFetchFlags(response.body.error.message).gone).toBe(true);
  });

  it("answers a repeated request with 304 when the ETag still matches", async () => {
    const first = await ctx.app().inject({ url: "/api/offers/v2/offers/1" });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await ctx
      .app()
      .inject({ url: "/api/offers/v2/offers/1", headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
  });
});

describe("GET /api/offers/offerLegal", () => {
  it("gives the legal text in both languages", async () => {
    const { status, body } = await get(ctx.app(), "/offerLegal?offer_id=1");
    expect(status).toBe(200);
    expect(offerLegalResponseSchema.parse(body)).toMatchObject({ offer_id: 1 });
  });

  it("answers 404 for an unknown offer and 400 without offer_id", async () => {
    expect((await get(ctx.app(), "/offerLegal?offer_id=999999")).status).toBe(404);
    expect((await get(ctx.app(), "/offerLegal")).status).toBe(400);
  });
});

describe("GET /api/offers/proxy/website/{name}/url", () => {
  it("gives the partner's website address", async () => {
    const { status, body } = await get(ctx.app(), "/proxy/website/maple-slice-pizza/url");
    expect(status).toBe(200);
    expect(partnerWebsiteResponseSchema.parse(body).url).toMatch(/^https:\/\//);
  });

  it("answers 404 partner_not_found for an unknown partner", async () => {
    const { status, body } = await get(ctx.app(), "/proxy/website/nobody-here/url");
    expect(status).toBe(404);
    expect(body.error.code).toBe("partner_not_found");
  });
});

describe("GET /api/offers/v2/offers/partner/{name}", () => {
  it("gives the partner with its active offers only", async () => {
    const { status, body } = await get(
      ctx.app(),
      `/v2/offers/partner/${seedPartnerUrlNames.uniquePool}`,
    );
    expect(status).toBe(200);
    const result = partnerOffersResponseSchema.parse(body);
    expect(result.partner.url_name).toBe(seedPartnerUrlNames.uniquePool);
    expect(result.data.map((card) => card.offer_id)).toEqual([seedOfferIds.uniquePool]);
  });

  it("never lists a delisted or expired offer of the partner", async () => {
    const { body } = await get(ctx.app(), "/v2/offers/partner/urban-moose");
    const ids = partnerOffersResponseSchema.parse(body).data.map((card) => card.offer_id);
    expect(ids).not.toContain(seedOfferIds.delisted);
  });

  it("answers 404 for an unknown partner", async () => {
    expect((await get(ctx.app(), "/v2/offers/partner/nobody-here")).status).toBe(404);
  });
});

describe("GET /api/offers/offer/{id}/partner/offers and /related/offers", () => {
  it("gives the other active offers of the same partner", async () => {
    const { status, body } = await get(ctx.app(), "/offer/1/partner/offers");
    expect(status).toBe(200);
    const { data } = offerCardsResponseSchema.parse(body);
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((card) => card.partner_url_name === seedPartnerUrlNames.pizza)).toBe(true);
    expect(data.map((card) => card.offer_id)).not.toContain(1);
  });

  it("gives at most 12 active offers of the same category by views", async () => {
    const detail = offerDetailResponseSchema.parse((await get(ctx.app(), "/v2/offers/1")).body);
    const { body } = await get(ctx.app(), "/offer/1/related/offers");
    const { data } = offerCardsResponseSchema.parse(body);
    expect(data).toHaveLength(RELATED_OFFERS_LIMIT);
    expect(data.every((card) => card.category_id === detail.offer.category)).toBe(true);
    expect(data.map((card) => card.offer_id)).not.toContain(1);
    expect(data.every((card, i) => i === 0 || (data[i - 1]?.views ?? 0) >= card.views)).toBe(true);
  });

  it("answers 404 offer_not_found for an unknown offer", async () => {
    expect((await get(ctx.app(), "/offer/999999/related/offers")).body.error.code).toBe(
      "offer_not_found",
    );
    expect((await get(ctx.app(), "/offer/999999/partner/offers")).status).toBe(404);
  });
});
