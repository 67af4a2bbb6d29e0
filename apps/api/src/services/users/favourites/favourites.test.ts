import {
  errorEnvelopeSchema,
  FAVOURITE_CATEGORIES_MAX,
  FAVOURITE_OFFERS_MAX,
  favouriteCategoriesResponseSchema,
  favouriteOffersResponseSchema,
} from "@spc/shared";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { seedOfferIds } from "../../../db/seed";
import {
  addListedOffers,
  caller,
  FAVOURITE_CATEGORIES_URL,
  FAVOURITE_OFFERS_URL,
  listedOfferIds,
} from "../../../testing/lists";
import { createMember } from "../../../testing/members";
import { useTestApp } from "../../../testing/use-test-app";

describe("favourite offers and categories", () => {
  const ctx = useTestApp();
  const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(ctx.app())(...args);
  let listed: number[];
  let categoryIds: number[];

  beforeAll(async () => {
    const db = ctx.database().db;
    listed = await listedOfferIds(db, 6);
    const { rows } = await db.execute<{ id: number }>(sql`SELECT id FROM categories ORDER BY id`);
    categoryIds = rows.map((row) => Number(row.id));
  });

  it("refuses visitors (401) and users without a profile (403) on the four calls", async () => {
    const unregistered = await createMember(ctx.app(), { registered: false });
    const calls = [
      ["GET", FAVOURITE_OFFERS_URL],
      ["PUT", FAVOURITE_OFFERS_URL, { add_offer_ids: [listed[0]] }],
      ["GET", FAVOURITE_CATEGORIES_URL],
      ["PUT", FAVOURITE_CATEGORIES_URL, { add_category_ids: [categoryIds[0]] }],
    ] as const;
    for (const [method, url, body] of calls) {
      expect((await call(null, method, url, body)).statusCode, `${method} ${url}`).toBe(401);
      const refused = await call(unregistered, method, url, body);
      expect(errorEnvelopeSchema.parse(refused.json()).error.code).toBe("not_registered");
    }
  });

  it("starts empty, adds and removes offers, and shows each with its card and status", async () => {
    const member = await createMember(ctx.app());
    const empty = await call(member, "GET", FAVOURITE_OFFERS_URL);
    expect(favouriteOffersResponseSchema.parse(empty.json())).toEqual({
      favourite_offer_ids: [],
      version: 0,
      items: [],
    });
    expect(empty.headers["cache-control"]).toBe("private, no-store");

    await call(member, "PUT", FAVOURITE_OFFERS_URL, { add_offer_ids: [listed[0], listed[1]] });
    const changed = await call(member, "PUT", FAVOURITE_OFFERS_URL, {
      add_offer_ids: [listed[2]],
      remove_offer_ids: [listed[0]],
    });
    const body = favouriteOffersResponseSchema.parse(changed.json());
    expect(body.favourite_offer_ids).toEqual([listed[1], listed[2]]);
    expect(body.version).toBe(2);
    expect(body.items.map((item) => [item.offer_id, item.status, item.offer.offer_id])).toEqual([
      [listed[1], "active", listed[1]],
      [listed[2], "active", listed[2]],
    ]);
    // Another member sees only their own.
    const other = await createMember(ctx.app());
    expect((await call(other, "GET", FAVOURITE_OFFERS_URL)).json().favourite_offer_ids).toEqual([]);
  });

  it("merges parallel updates from two devices into the server's set (spec §4)", async () => {
    const member = await createMember(ctx.app());
    await call(member, "PUT", FAVOURITE_OFFERS_URL, { add_offer_ids: [listed[0]] });
    const answers = await Promise.all([
      call(member, "PUT", FAVOURITE_OFFERS_URL, { add_offer_ids: [listed[1]] }),
      call(member, "PUT", FAVOURITE_OFFERS_URL, { add_offer_ids: [listed[2]] }),
      call(member, "PUT", FAVOURITE_OFFERS_URL, { remove_offer_ids: [listed[0]] }),
      call(member, "PUT", FAVOURITE_CATEGORIES_URL, { add_category_ids: [categoryIds[0]] }),
      call(member, "PUT", FAVOURITE_CATEGORIES_URL, { add_category_ids: [categoryIds[1]] }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const offers = favouriteOffersResponseSchema.parse(
      (await call(member, "GET", FAVOURITE_OFFERS_URL)).json(),
    );
    expect(new Set(offers.favourite_offer_ids)).toEqual(new Set([listed[1], listed[2]]));
    expect(offers.version).toBe(4);
    const categories = favouriteCategoriesResponseSchema.parse(
      (await call(member, "GET", FAVOURITE_CATEGORIES_URL)).json(),
    );
    expect(new Set(categories.favourite_categories)).toEqual(
      new Set([categoryIds[0], categoryIds[1]]),
    );
  });

  it("never lets a stale full list overwrite a newer one (version check)", async () => {
    const member = await createMember(ctx.app());
    const first = await call(member, "PUT", FAVOURITE_OFFERS_URL, {
      favourite_offer_ids: [listed[0], listed[1]],
      version: 0,
    });
    expect(first.json()).toMatchObject({ favourite_offer_ids: [listed[0], listed[1]], version: 1 });
    // Another device added an offer meanwhile; a copy read at version 1 cannot drop it.
    await call(member, "PUT", FAVOURITE_OFFERS_URL, { add_offer_ids: [listed[2]] });
    const stale = await call(member, "PUT", FAVOURITE_OFFERS_URL, {
      favourite_offer_ids: [listed[0]],
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({ code: "version_conflict", details: { version: 2 } });
    expect((await call(member, "GET", FAVOURITE_OFFERS_URL)).json().favourite_offer_ids).toEqual([
      listed[0],
      listed[1],
      listed[2],
    ]);
    const missing = await call(member, "PUT", FAVOURITE_CATEGORIES_URL, {
      favourite_categories: [categoryIds[0]],
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toContain("version");
  });

  it("refuses new unknown or gone offers and unknown categories; keeps saved ones that went", async () => {
    const db = ctx.database().db;
    const member = await createMember(ctx.app());
    for (const id of [seedOfferIds.delisted, seedOfferIds.expired, 2_000_000]) {
      const refused = await call(member, "PUT", FAVOURITE_OFFERS_URL, { add_offer_ids: [id] });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error).toMatchObject({
        code: "offers_unavailable",
        details: { offer_ids: [id] },
      });
    }
    const unknownCategory = await call(member, "PUT", FAVOURITE_CATEGORIES_URL, {
      add_category_ids: [categoryIds[0], 999_999],
    });
    expect(unknownCategory.statusCode).toBe(422);
    expect(unknownCategory.json().error).toMatchObject({
      code: "categories_unavailable",
      details: { category_ids: [999_999] },
    });
    expect((await call(member, "GET", FAVOURITE_CATEGORIES_URL)).json()).toEqual({
      favourite_categories: [],
      version: 0,
    });

    await call(member, "PUT", FAVOURITE_OFFERS_URL, { add_offer_ids: [listed[4], listed[5]] });
    await db.execute(sql`UPDATE partners SET is_active = false
      WHERE id = (SELECT partner_id FROM offers WHERE id = ${listed[5]})`);
    try {
      const read = favouriteOffersResponseSchema.parse(
        (await call(member, "GET", FAVOURITE_OFFERS_URL)).json(),
      );
      expect(read.items.find((item) => item.offer_id === listed[5])?.status).toBe("delisted");
    } finally {
      await db.execute(sql`UPDATE partners SET is_active = true
        WHERE id = (SELECT partner_id FROM offers WHERE id = ${listed[5]})`);
    }
  });

  it(`caps favourites at ${FAVOURITE_OFFERS_MAX} offers and ${FAVOURITE_CATEGORIES_MAX} categories`, {
    timeout: 120_000,
  }, async () => {
    const db = ctx.database().db;
    const member = await createMember(ctx.app());
    const extra = await addListedOffers(db, FAVOURITE_OFFERS_MAX + 1);
    const full = await call(member, "PUT", FAVOURITE_OFFERS_URL, {
      add_offer_ids: extra.slice(0, FAVOURITE_OFFERS_MAX),
    });
    expect(full.json().favourite_offer_ids).toHaveLength(FAVOURITE_OFFERS_MAX);
    const over = await call(member, "PUT", FAVOURITE_OFFERS_URL, {
      add_offer_ids: [extra[FAVOURITE_OFFERS_MAX]!],
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().error).toEqual({
      request_id: expect.any(String),
      code: "favourites_full",
      message: `At most ${FAVOURITE_OFFERS_MAX} favourites can be kept`,
      details: { max: FAVOURITE_OFFERS_MAX },
    });

    const { rows } = await db.execute<{ id: number }>(sql`
      INSERT INTO categories (name_en, name_fr, url_name, colour)
      SELECT 'Extra ' || g, 'Autre ' || g, 'extra-' || g, '#123456'
      FROM generate_series(1, ${FAVOURITE_CATEGORIES_MAX + 1}) g RETURNING id`);
    const categories = rows.map((row) => Number(row.id));
    await call(member, "PUT", FAVOURITE_CATEGORIES_URL, {
      favourite_categories: categories.slice(0, FAVOURITE_CATEGORIES_MAX),
      version: 0,
    });
    const overCategories = await call(member, "PUT", FAVOURITE_CATEGORIES_URL, {
      add_category_ids: [categories[FAVOURITE_CATEGORIES_MAX]!],
    });
    expect(overCategories.json().error.code).toBe("favourites_full");
  });
});
