import {
  btsMarketOffersResponseSchema,
  collectionResponseSchema,
  giftCardAvailabilityResponseSchema,
} from "@spc/shared";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { storeCampaigns } from "../../../db/schema";
import { buildTestApp } from "../../../testing/app";
import { useCheckoutApp } from "../../../testing/checkout";
import { invalidateContent } from "../../content";

// Seasonal campaigns (decision 0034). Writes here stand for the back office's: they call
// invalidateContent, as every in-process write path does.

const hourAgo = sql`now() - interval '1 hour'` as unknown as Date;

describe("the back-to-school marketplace and the Boxing Day gift card", () => {
  const { ctx, member, purchase } = useCheckoutApp();
  const get = async (url: string) => (await ctx.app().inject({ url })).json();
  const market = async () =>
    btsMarketOffersResponseSchema.parse(await get("/api/store/bts-market-offers"));
  const giftCard = async () =>
    giftCardAvailabilityResponseSchema.parse(
      await get("/api/offers/boxing_day/gift_card/is_available"),
    );
  async function write(change: () => Promise<unknown>) {
    await change();
    invalidateContent(ctx.database().db);
  }

  it("lists the running marketplace with the listed offers of its collection, in order", async () => {
    const body = await market();
    expect(body.campaign?.slug).toMatch(/^bts-market-/);
    expect(body.campaign?.title_fr).toBeTruthy();
    const [row] = await ctx
      .database()
      .db.select()
      .from(storeCampaigns)
      .where(eq(storeCampaigns.kind, "bts_market"));
    const collection = collectionResponseSchema.parse(
      await get(`/api/offers/v2/collection/${row?.collectionId}`),
    );
    expect(body.data.map((offer) => offer.offer_id)).toEqual(
      collection.data.map((offer) => offer.offer_id),
    );
    expect(body.data.length).toBeGreaterThan(0);
  });

  it("has no marketplace and no offers when none runs", async () => {
    await write(() =>
      ctx
        .database()
        .db.update(storeCampaigns)
        .set({ status: "draft" })
        .where(eq(storeCampaigns.kind, "bts_market")),
    );
    expect(await market()).toEqual({ campaign: null, data: [] });
  });

  it("says the gift card is unavailable outside a running Boxing Day campaign", async () => {
    await write(() =>
      ctx
        .database()
        .db.update(storeCampaigns)
        .set({ status: "draft" })
        .where(eq(storeCampaigns.kind, "boxing_day_gift_card")),
    );
    expect(await giftCard()).toEqual({ is_available: false, campaign: null, remaining: null });
  });

  it("counts the memberships bought online since the campaign started against its stock", async () => {
    await write(() =>
      ctx
        .database()
        .db.insert(storeCampaigns)
        .values({
          kind: "boxing_day_gift_card",
          slug: "boxing-day-test",
          titleEn: "Gift card",
          titleFr: "Carte-cadeau",
          startsAt: hourAgo,
          endsAt: sql`now() + interval '1 day'` as unknown as Date,
          stock: 1,
          status: "published",
          publishedAt: hourAgo,
        }),
    );
    const open = await giftCard();
    expect(open).toMatchObject({ is_available: true, remaining: 1 });
    expect(open.campaign?.slug).toBe("boxing-day-test");

    const buyer = await member();
    expect((await purchase(buyer)).statusCode).toBe(201);
    // The sales count is kept ten seconds; a fresh app reads it now.
    const fresh = await buildTestApp({ database: ctx.database() });
    const after = giftCardAvailabilityResponseSchema.parse(
      (await fresh.inject({ url: "/api/offers/boxing_day/gift_card/is_available" })).json(),
    );
    await fresh.close();
    expect(after).toMatchObject({ is_available: false, remaining: 0 });
  });

  it("has no limit when the campaign has no stock", async () => {
    await write(() =>
      ctx
        .database()
        .db.update(storeCampaigns)
        .set({ stock: null })
        .where(eq(storeCampaigns.slug, "boxing-day-test")),
    );
    expect(await giftCard()).toMatchObject({ is_available: true, remaining: null });
  });
});
