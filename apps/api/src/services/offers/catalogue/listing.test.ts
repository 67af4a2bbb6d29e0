import { brotliDecompressSync, gunzipSync } from "node:zlib";
import {
  categoryDataResponseSchema,
  categoryOffersResponseSchema,
  errorEnvelopeSchema,
  type OfferCard,
  offersPageResponseSchema,
} from "@spc/shared";
import { describe, expect, it } from "vitest";
import { seedOfferIds } from "../../../db/seed";
import { get, useCatalogueApp } from "../../../testing/catalogue";

const ctx = useCatalogueApp();

async function summary(query = "") {
  const { status, body } = await get(ctx.app(), `/v5/offers/summary${query}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return offersPageResponseSchema.parse(body);
}

/** Every listed offer, in the order of the given query (pages of 100). */
async function all(query = ""): Promise<OfferCard[]> {
  const sep = query ? "&" : "?";
  const cards: OfferCard[] = [];
  for (let page = 1; ; page++) {
    const result = await summary(`${query}${sep}page_size=100&current_page=${page}`);
    cards.push(...result.data);
    if (page >= result.pagination.total_pages) return cards;
  }
}

function isSorted<T>(values: T[], compare: (a: T, b: T) => number) {
  return values.every((value, i) => i === 0 || compare(values[i - 1] as T, value) <= 0);
}

describe("GET /api/offers/v5/offers/summary", () => {
  it("gives the first page of 24 offer cards with every summary field and the pagination", async () => {
    const result = await summary();
    expect(result.data).toHaveLength(24);
    expect(result.pagination).toMatchObject({ current_page: 1, page_size: 24 });
    expect(result.pagination.total).toBeGreaterThan(400);
    expect(result.pagination.total_pages).toBe(Math.ceil(result.pagination.total / 24));
    const card = result.data[0] as OfferCard;
    for (const field of [
      "online",
      "in_store",
      "is_spc_plus",
      "is_limited_time",
      "lto_start_date",
      "lto_end_date",
      "is_new_offer",
      "is_new_partner",
      "subcategory_ids",
      "partner_id",
      "partner_name",
      "views",
      "discount_rank",
      "start_date",
      "partner_url_name",
      "category_id",
      "image_url",
      "discount_label_en",
      "title_fr",
    ]) {
      expect(card).toHaveProperty(field);
    }
  });

  it("sends the page brotli- or gzip-compressed to clients that accept it", async () => {
    const url = "/api/offers/v5/offers/summary";
    const plain = await ctx.app().inject({ url });
    const br = await ctx.app().inject({ url, headers: { "accept-encoding": "gzip, deflate, br" } });
    const gzip = await ctx.app().inject({ url, headers: { "accept-encoding": "gzip" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(br.headers.vary).toBe("accept-encoding");
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);
  });

  it("accepts firebase_uid and ignores it (the member comes from the session)", async () => {
    expect(await summary("?firebase_uid=abc123")).toEqual(await summary());
  });

  it("pages without overlap and reports the same total on every page", async () => {
    const first = await summary("?page_size=10");
    const second = await summary("?page_size=10&current_page=2");
    expect(second.pagination.total).toBe(first.pagination.total);
    const ids = new Set(first.data.map((card) => card.offer_id));
    expect(second.data.some((card) => ids.has(card.offer_id))).toBe(false);
    const last = await summary(`?page_size=10&current_page=${first.pagination.total_pages + 1}`);
    expect(last.data).toEqual([]);
    expect(last.pagination.total).toBe(first.pagination.total);
  });

  it("lists only active offers: never delisted, expired or past their end date", async () => {
    const cards = await all();
    const ids = cards.map((card) => card.offer_id);
    expect(ids).not.toContain(seedOfferIds.delisted);
    expect(ids).not.toContain(seedOfferIds.expired);
    expect(ids).toContain(seedOfferIds.pizza);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("lists SPC+ offers for everyone, as teasers", async () => {
    const ids = (await all()).map((card) => card.offer_id);
    expect(ids).toContain(seedOfferIds.spcPlus);
    expect(ids).toContain(seedOfferIds.cibcSpcPlus);
  });

  it("orders by views by default", async () => {
    const cards = await all();
    expect(isSorted(cards, (a, b) => b.views - a.views || a.offer_id - b.offer_id)).toBe(true);
  });

  it("sorts by highest_discount, alphabetical (partner then title) and new", async () => {
    const byDiscount = await all("?sort_by=highest_discount");
    expect(
      isSorted(byDiscount, (a, b) => b.discount_rank - a.discount_rank || b.views - a.views),
    ).toBe(true);
    const alphabetical = await all("?sort_by=alphabetical");
    const names = alphabetical.map((card) => card.partner_name.toLowerCase());
    expect(isSorted(names, (a, b) => (a < b ? -1 : a > b ? 1 : 0))).toBe(true);
    const newest = await all("?sort_by=new");
    expect(isSorted(newest, (a, b) => Date.parse(b.start_date) - Date.parse(a.start_date))).toBe(
      true,
    );
    expect(byDiscount).toHaveLength(newest.length);
  });

  it.each([
    ["online", (card: OfferCard) => card.online],
    ["instore", (card: OfferCard) => card.in_store],
    ["spc_plus", (card: OfferCard) => card.is_spc_plus],
    ["lto", (card: OfferCard) => card.is_limited_time],
    ["new", (card: OfferCard) => card.is_new_offer || card.is_new_partner],
  ])("filters by %s", async (filter, holds) => {
    const everything = await all();
    const filtered = await all(`?offer_filters=${filter}`);
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.every(holds)).toBe(true);
    expect(filtered.length).toBe(everything.filter(holds).length);
  });

  it("combines offer filters with AND", async () => {
    const both = await all("?offer_filters=online,new");
    const expected = (await all()).filter(
      (card) => card.online && (card.is_new_offer || card.is_new_partner),
    );
    expect(both.map((card) => card.offer_id)).toEqual(expected.map((card) => card.offer_id));
    expect(await all("?offer_filters=online&offer_filters=new")).toEqual(both);
  });

  it("keeps offers of any listed subcategory", async () => {
    const cards = await all();
    const [a, b] = [...new Set(cards.flatMap((card) => card.subcategory_ids))];
    const filtered = await all(`?subcategory_filters=${a},${b}`);
    expect(filtered.length).toBe(
      cards.filter((card) => card.subcategory_ids.some((id) => id === a || id === b)).length,
    );
  });

  it("marks an offer limited-time only inside its window (seed offers 9, 10, 11)", async () => {
    const cards = new Map((await all()).map((card) => [card.offer_id, card]));
    expect(cards.get(seedOfferIds.ltoCurrent)?.is_limited_time).toBe(true);
    expect(cards.get(seedOfferIds.ltoPast)?.is_limited_time).toBe(false);
    expect(cards.get(seedOfferIds.ltoFuture)?.is_limited_time).toBe(false);
    const lto = (await all("?offer_filters=lto")).map((card) => card.offer_id);
    expect(lto).toContain(seedOfferIds.ltoCurrent);
    expect(lto).not.toContain(seedOfferIds.ltoPast);
    expect(lto).not.toContain(seedOfferIds.ltoFuture);
  });

  it.each([
    "?page_size=1000",
    "?page_size=0",
    "?current_page=0",
    "?sort_by=bogus",
    "?offer_filters=online,bogus",
    "?subcategory_filters=abc",
    "?distance=-3&postal_code=H2X1Y4",
  ])("answers %s with the 400 envelope", async (query) => {
    const { status, body } = await get(ctx.app(), `/v5/offers/summary${query}`);
    expect(status).toBe(400);
    expect(errorEnvelopeSchema.parse(body).error.code).toBe("validation_error");
  });

  it("asks for a postal code when a distance comes without any place", async () => {
    const { status, body } = await get(ctx.app(), "/v5/offers/summary?distance=10");
    expect(status).toBe(400);
    expect(errorEnvelopeSchema.parse(body).error).toEqual({
      request_id: expect.any(String),
      code: "no_postal_code",
      message: "No postal code provided.",
    });
  });

  it.each([
    ["a postal code", "?postal_code=H2X%201Y4&distance=25"],
    ["lat/lon", "?lat=43.6532&lon=-79.3832&distance=25"],
  ])("with %s and a distance, lists in-store offers within it, nearest first", async (_, query) => {
    const cards = await all(query);
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(card.in_store).toBe(true);
      expect(card.distance_km).not.toBeNull();
      expect(card.distance_km).toBeLessThanOrEqual(25);
    }
    expect(isSorted(cards, (a, b) => (a.distance_km ?? 0) - (b.distance_km ?? 0))).toBe(true);
    const online = await all(`${query}&offer_filters=online`);
    expect(online.every((card) => card.in_store && card.online)).toBe(true);
  });

  it("leaves the listing unfiltered by place when no distance is given", async () => {
    const plain = await summary();
    const withPostal = await summary("?postal_code=H2X1Y4");
    expect(withPostal.pagination.total).toBe(plain.pagination.total);
    expect(withPostal.data.every((card) => card.distance_km === null)).toBe(true);
  });

  it("answers an unknown postal code with 422 Could not resolve location", async () => {
    const { status, body } = await get(
      ctx.app(),
      "/v5/offers/summary?postal_code=Z9Z9Z9&distance=5",
    );
    expect(status).toBe(422);
    expect(errorEnvelopeSchema.parse(body).error).toEqual({
      request_id: expect.any(String),
      code: "location_not_resolved",
      message: "Could not resolve location",
    });
  });
});

describe("GET /api/offers/v4/offers/summary (premium)", () => {
  it("lists only the SPC+ offers", async () => {
    const { status, body } = await get(ctx.app(), "/v4/offers/summary?page_size=100");
    expect(status).toBe(200);
    const result = offersPageResponseSchema.parse(body);
    expect(result.data.length).toBeGreaterThan(1);
    expect(result.data.every((card) => card.is_spc_plus)).toBe(true);
    expect(result.data.map((card) => card.offer_id)).toContain(seedOfferIds.spcPlus);
  });
});

describe("GET /api/offers/v4/offers/category/{id}", () => {
  it("pages a category by url_name or id, by views, with the category itself", async () => {
    const bySlug = await get(ctx.app(), "/v4/offers/category/food-and-drink");
    expect(bySlug.status).toBe(200);
    const result = categoryOffersResponseSchema.parse(bySlug.body);
    expect(result.category.url_name).toBe("food-and-drink");
    expect(result.data.every((card) => card.category_id === result.category.id)).toBe(true);
    expect(isSorted(result.data, (a, b) => b.views - a.views)).toBe(true);
    expect(result.featured).toBeUndefined();
    const byId = await get(ctx.app(), `/v4/offers/category/${result.category.id}`);
    expect(byId.body).toEqual(bySlug.body);
  });

  it("applies filters and sort, and adds the featured offers on request", async () => {
    const { body } = await get(
      ctx.app(),
      "/v4/offers/category/food-and-drink?offer_filters=online&sort_by=highest_discount&load_feature_offers=true",
    );
    const result = categoryOffersResponseSchema.parse(body);
    expect(result.data.every((card) => card.online)).toBe(true);
    expect(isSorted(result.data, (a, b) => b.discount_rank - a.discount_rank)).toBe(true);
    expect(result.featured?.length).toBeGreaterThan(0);
    expect(result.featured?.every((card) => card.category_id === result.category.id)).toBe(true);
  });

  it("answers an unknown category with 404 category_not_found", async () => {
    const { status, body } = await get(ctx.app(), "/v4/offers/category/no-such-thing");
    expect(status).toBe(404);
    expect(errorEnvelopeSchema.parse(body).error.code).toBe("category_not_found");
  });
});

describe("GET /api/offers/v4/categoryData/{id}", () => {
  it("gives the category with its subcategories and active-offer counts", async () => {
    const { status, body } = await get(ctx.app(), "/v4/categoryData/food-and-drink");
    expect(status).toBe(200);
    const { category } = categoryDataResponseSchema.parse(body);
    const listed = categoryOffersResponseSchema.parse(
      (await get(ctx.app(), "/v4/offers/category/food-and-drink")).body,
    );
    expect(category.offer_count).toBe(listed.pagination.total);
    expect(category.subcategories.length).toBeGreaterThan(0);
    const sum = category.subcategories.reduce((total, sub) => total + sub.offer_count, 0);
    expect(sum).toBeGreaterThanOrEqual(category.offer_count);
  });

  it("answers an unknown category with 404", async () => {
    expect((await get(ctx.app(), "/v4/categoryData/99999")).status).toBe(404);
  });
});
