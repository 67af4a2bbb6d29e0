import {
  adsResponseSchema,
  collectionResponseSchema,
  collectionsResponseSchema,
  collectionsWithOffersResponseSchema,
  offerCardsResponseSchema,
  recordsForTier,
  TRENDING_OFFERS_FULL_LIMIT,
  TRENDING_OFFERS_LIMIT,
  themeOrderResponseSchema,
  trendingActiveResponseSchema,
} from "@spc/shared";
import { describe, expect, it } from "vitest";
import { seedOfferIds } from "../../../db/seed";
import { get, useCatalogueApp } from "../../../testing/catalogue";

const ctx = useCatalogueApp();

describe("collections", () => {
  it("GET /v2/collection lists the collections by sort order with offer counts", async () => {
    const { status, body } = await get(ctx.app(), "/v2/collection");
    expect(status).toBe(200);
    const { data } = collectionsResponseSchema.parse(body);
    expect(data.length).toBeGreaterThan(0);
    expect(data.map((c) => c.sort_order)).toEqual(
      [...data.map((c) => c.sort_order)].sort((a, b) => a - b),
    );
    expect(data.some((c) => c.offer_count > 0)).toBe(true);
  });

  it("GET /v2/collection/{id} gives the collection and its offers", async () => {
    const { status, body } = await get(ctx.app(), "/v2/collection/1");
    expect(status).toBe(200);
    const result = collectionResponseSchema.parse(body);
    expect(result.collection.id).toBe(1);
    expect(result.data).toHaveLength(result.collection.offer_count);
  });

  it("GET /v2/collection/{id} answers 404 for an unknown one and 400 for a bad id", async () => {
    expect((await get(ctx.app(), "/v2/collection/9999")).body.error.code).toBe(
      "collection_not_found",
    );
    expect((await get(ctx.app(), "/v2/collection/abc")).status).toBe(400);
  });

  it("GET /v4/collections gives every collection with its offers", async () => {
    const { status, body } = await get(ctx.app(), "/v4/collections");
    expect(status).toBe(200);
    const { data } = collectionsWithOffersResponseSchema.parse(body);
    for (const collection of data) expect(collection.offers).toHaveLength(collection.offer_count);
  });
});

describe("trending", () => {
  it("GET /v2/trendingOffers gives the most viewed offers, more with full=true", async () => {
    const short = offerCardsResponseSchema.parse((await get(ctx.app(), "/v2/trendingOffers")).body);
    expect(short.data).toHaveLength(TRENDING_OFFERS_LIMIT);
    const views = short.data.map((card) => card.views);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    const full = offerCardsResponseSchema.parse(
      (await get(ctx.app(), "/v2/trendingOffers?full=true")).body,
    );
    expect(full.data).toHaveLength(TRENDING_OFFERS_FULL_LIMIT);
  });

  it("GET /v2/trendingOffers narrows to a category by url_name", async () => {
    const { body } = await get(ctx.app(), "/v2/trendingOffers?category=tech");
    const { data } = offerCardsResponseSchema.parse(body);
    expect(new Set(data.map((card) => card.category_id)).size).toBe(1);
    expect((await get(ctx.app(), "/v2/trendingOffers?category=nope")).status).toBe(404);
  });

  it("GET /offer/trending/active says the section is active and gives its offers", async () => {
    const { status, body } = await get(ctx.app(), "/offer/trending/active");
    expect(status).toBe(200);
    const result = trendingActiveResponseSchema.parse(body);
    expect(result.active).toBe(true);
    expect(result.data.length).toBeGreaterThan(0);
  });
});

describe("GET /v4/limitedTimeOffers", () => {
  it("gives only offers inside their window, ending soonest first", async () => {
    const { status, body } = await get(ctx.app(), "/v4/limitedTimeOffers");
    expect(status).toBe(200);
    const { data } = offerCardsResponseSchema.parse(body);
    const ids = data.map((card) => card.offer_id);
    expect(ids).toContain(seedOfferIds.ltoCurrent);
    expect(ids).not.toContain(seedOfferIds.ltoPast);
    expect(ids).not.toContain(seedOfferIds.ltoFuture);
    const now = Date.now();
    for (const card of data) {
      expect(card.is_limited_time).toBe(true);
      expect(Date.parse(card.lto_start_date as string)).toBeLessThanOrEqual(now);
      expect(Date.parse(card.lto_end_date as string)).toBeGreaterThanOrEqual(now);
    }
    const ends = data.map((card) => Date.parse(card.lto_end_date as string));
    expect(ends).toEqual([...ends].sort((a, b) => a - b));
  });
});

describe("GET /v4/ads", () => {
  it("gives the active ads records with every spec field, for both tiers", async () => {
    const { status, body } = await get(ctx.app(), "/v4/ads");
    expect(status).toBe(200);
    const { data } = adsResponseSchema.parse(body);
    expect(data.length).toBe(6);
    expect(recordsForTier(data, true).length).toBeGreaterThan(0);
    expect(recordsForTier(data, false).length).toBeGreaterThan(0);
    expect(new Set(data.map((ad) => ad.display_page))).toEqual(
      new Set(["deals", "category", "search"]),
    );
  });

  it("narrows to one display_page and rejects an unknown one", async () => {
    const { data } = adsResponseSchema.parse(
      (await get(ctx.app(), "/v4/ads?display_page=search")).body,
    );
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((ad) => ad.display_page === "search")).toBe(true);
    expect((await get(ctx.app(), "/v4/ads?display_page=home")).status).toBe(400);
  });
});

describe("GET /theme/order", () => {
  it("orders the deals page sections: limited time, trending, SPC+, collections, new", async () => {
    const { status, body } = await get(ctx.app(), "/theme/order");
    expect(status).toBe(200);
    const { data } = themeOrderResponseSchema.parse(body);
    const types = data.map((section) => section.type);
    expect(types.slice(0, 3)).toEqual(["limited_time", "trending", "spc_plus"]);
    expect(types.at(-1)).toBe("new_offers");
    const collections = data.filter((section) => section.type === "collection");
    expect(collections.length).toBeGreaterThan(0);
    for (const section of collections)
      expect(section.key).toBe(`collection:${section.collection_id}`);
  });
});

describe("OpenAPI", () => {
  it("documents the catalogue paths", async () => {
    const response = await ctx.app().inject({ url: "/api/docs/json" });
    const paths = Object.keys(response.json().paths);
    for (const path of [
      "/api/offers/v5/offers/summary",
      "/api/offers/v4/offers/category/{id}",
      "/api/offers/v2/offers/{id}",
      "/api/offers/theme/order",
    ]) {
      expect(paths).toContain(path);
    }
  });
});
