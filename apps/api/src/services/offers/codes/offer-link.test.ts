import { offerUrlResponseSchema } from "@spc/shared";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { offers, partners } from "../../../db/schema";
import { createMember, type TestMember } from "../../../testing/members";
import { ids, linkUrl, useRevealApp } from "../../../testing/offer-codes";

describe("GET /api/offers/v2/offers/{id}/url: the offer link", () => {
  const { ctx, addOffer, members } = useRevealApp();
  let member: TestMember;
  beforeAll(() => {
    ({ member } = members());
  });

  it("serves offer_url, or offer_url_fr in French (query, else profile language)", async () => {
    const [cibc] = await ctx.database().db.select().from(offers).where(eq(offers.id, ids.cibc60));
    expect(cibc!.offerUrlFr).not.toBe(cibc!.offerUrl);
    const french = await createMember(ctx.app(), { language: "fr", cards: [{}] });
    const ask = async (who: TestMember, query = "") => {
      const response = await ctx.app().inject({
        url: linkUrl(ids.cibc60, query),
        headers: who.headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers["cache-control"]).toBe("private, no-store");
      return offerUrlResponseSchema.parse(response.json());
    };
    expect(await ask(member)).toEqual({
      offer_id: ids.cibc60,
      url: cibc!.offerUrl,
      language: "en",
    });
    expect(await ask(member, "?language=fr")).toMatchObject({ url: cibc!.offerUrlFr });
    expect(await ask(french)).toMatchObject({ url: cibc!.offerUrlFr, language: "fr" });
    expect(await ask(french, "?language=en")).toMatchObject({ url: cibc!.offerUrl });
    // No French page: the English one.
    const pizza = await ctx.app().inject({ url: linkUrl(ids.pizza), headers: french.headers });
    expect(pizza.json().url).toBe("https://www.maple-slice-pizza.example.com/order");
  });

  it("falls back to the partner website, and answers 404 offer_url_not_found without one", async () => {
    const offerId = await addOffer({ offerUrl: null });
    const [offer] = await ctx.database().db.select().from(offers).where(eq(offers.id, offerId));
    const [partner] = await ctx
      .database()
      .db.select()
      .from(partners)
      .where(eq(partners.id, offer!.partnerId));
    const response = await ctx.app().inject({ url: linkUrl(offerId), headers: member.headers });
    expect(response.json().url).toBe(partner!.websiteUrl);

    await ctx
      .database()
      .db.update(partners)
      .set({ websiteUrl: null })
      .where(eq(partners.id, offer!.partnerId));
    const none = await ctx.app().inject({ url: linkUrl(offerId), headers: member.headers });
    expect(none.statusCode).toBe(404);
    expect(none.json().error).toEqual({
      request_id: expect.any(String),
      code: "offer_url_not_found",
      message: "This offer has no link",
    });
    await ctx
      .database()
      .db.update(partners)
      .set({ websiteUrl: partner!.websiteUrl })
      .where(eq(partners.id, offer!.partnerId));
  });
});
