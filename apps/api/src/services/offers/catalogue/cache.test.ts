import { offerDetailResponseSchema, offersPageResponseSchema } from "@spc/shared";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client";
import { createTestDatabase, type TestDatabase } from "../../../db/testing";
import { buildTestApp } from "../../../testing/app";
import { catalogueCacheFor, createCatalogueCache, invalidateCatalogue } from "./cache";

/** A db whose catalogue_state answers are scripted (no SQL runs). */
function fakeDb(state: { version: number; nextChange: Date | null }) {
  let reads = 0;
  const db = {
    execute: async () => {
      reads++;
      return { rows: [{ version: state.version, next_change: state.nextChange }] };
    },
  } as unknown as Db;
  return { db, reads: () => reads };
}

/** Lets background version checks finish. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

/** The first version check (which drops whatever came before it) is done. */
async function primed(cache: { get(key: string, load: () => Promise<unknown>): Promise<unknown> }) {
  await cache.get("prime", async () => 0);
  await settle();
}

describe("createCatalogueCache", () => {
  it("serves from memory until invalidate()", async () => {
    const { db } = fakeDb({ version: 1, nextChange: null });
    const cache = createCatalogueCache(db, { checkIntervalMs: 60_000 });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get("k", load)).toBe(1);
    expect(await cache.get("k", load)).toBe(1);
    cache.invalidate();
    expect(await cache.get("k", load)).toBe(2);
  });

  it("drops everything when the catalogue version moves, checking at most once per interval", async () => {
    let clock = 0;
    const state = { version: 1, nextChange: null };
    const fake = fakeDb(state);
    const cache = createCatalogueCache(fake.db, { checkIntervalMs: 1000, now: () => clock });
    let loads = 0;
    const load = async () => ++loads;
    await primed(cache);
    expect(await cache.get("k", load)).toBe(1);
    state.version = 2;
    clock = 999;
    expect(await cache.get("k", load)).toBe(1);
    expect(fake.reads()).toBe(1);
    clock = 1000;
    // The check runs in the background: this request is still served from memory…
    expect(await cache.get("k", load)).toBe(1);
    await settle();
    // …and the next one sees the new catalogue.
    expect(await cache.get("k", load)).toBe(2);
    expect(fake.reads()).toBe(2);
  });

  it("drops everything when a limited-time window opens or closes", async () => {
    let clock = 0;
    const fake = fakeDb({ version: 1, nextChange: new Date(5000) });
    const cache = createCatalogueCache(fake.db, { checkIntervalMs: 60_000, now: () => clock });
    let loads = 0;
    const load = async () => ++loads;
    await primed(cache);
    await cache.get("k", load);
    clock = 5000;
    expect(await cache.get("k", load)).toBe(1);
    clock = 5001;
    expect(await cache.get("k", load)).toBe(2);
  });

  it("expires entries after maxAgeMs, evicts the oldest past maxEntries, forgets failures", async () => {
    let clock = 0;
    const { db } = fakeDb({ version: 1, nextChange: null });
    const cache = createCatalogueCache(db, {
      checkIntervalMs: 1e9,
      maxAgeMs: 100,
      maxEntries: 2,
      now: () => clock,
    });
    let loads = 0;
    const load = async () => ++loads;
    await cache.get("a", load);
    clock = 100;
    expect(await cache.get("a", load)).toBe(2);
    await cache.get("b", load);
    await cache.get("c", load);
    expect(cache.size).toBe(2);
    await expect(cache.get("d", () => Promise.reject(new Error("down")))).rejects.toThrow();
    expect(await cache.get("d", async () => "up")).toBe("up");
  });
});

describe("catalogue cache on a real database", () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase();
    // Created before the app, so the routes share this cache with a short version check.
    catalogueCacheFor(database.db, { checkIntervalMs: 50 });
    app = await buildTestApp({ database });
  });
  afterAll(async () => {
    await app.close();
    await database.cleanup();
  });

  const firstTitle = async () =>
    offersPageResponseSchema.parse(
      (await app.inject({ url: "/api/offers/v5/offers/summary?page_size=1" })).json(),
    ).data[0];

  it("shows a changed offer right after invalidateCatalogue()", async () => {
    const before = await firstTitle();
    await database.db.execute(
      sql`update offers set title_en = 'Changed title' where id = ${before?.offer_id}`,
    );
    invalidateCatalogue(database.db);
    expect((await firstTitle())?.title_en).toBe("Changed title");
  });

  it("notices a write made elsewhere through the catalogue version (triggers)", async () => {
    const offer = async () =>
      offerDetailResponseSchema.parse(
        (await app.inject({ url: "/api/offers/v2/offers/2" })).json(),
      );
    expect((await offer()).offer.title_en).not.toBe("Another title");
    // Another API copy or an admin console: no in-process invalidate() here.
    await database.db.execute(sql`update offers set title_en = 'Another title' where id = 2`);
    // Visible within about one check interval (50 ms here), with no request ever waiting on it.
    const deadline = Date.now() + 3000;
    let title = (await offer()).offer.title_en;
    while (title !== "Another title" && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      title = (await offer()).offer.title_en;
    }
    expect(title).toBe("Another title");
  });

  it("answers a delisted offer with 410 as soon as it is delisted", async () => {
    await database.db.execute(sql`update offers set status = 'delisted' where id = 2`);
    invalidateCatalogue(database.db);
    const response = await app.inject({ url: "/api/offers/v2/offers/2" });
    expect(response.statusCode).toBe(410);
    const listed = await app.inject({
      url: "/api/offers/v5/offers/summary?page_size=100&sort_by=alphabetical",
    });
    expect(response.json().error.details.partner_url_name).toBe("cafe-boreal");
    expect(listed.json().data.map((card: { offer_id: number }) => card.offer_id)).not.toContain(2);
  });
});
