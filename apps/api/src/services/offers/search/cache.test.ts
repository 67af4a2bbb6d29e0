import { offersPageResponseSchema } from "@spc/shared";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createMember } from "../../../testing/members";
import { useTestApp } from "../../../testing/use-test-app";
import { catalogueCacheFor, invalidateCatalogue } from "../catalogue/cache";

describe("POST /api/offers/v2/search and the catalogue cache", () => {
  const ctx = useTestApp();

  beforeAll(async () => {
    // The cache's first version check (in the background) starts it empty: let it pass.
    await ctx
      .app()
      .inject({ method: "POST", url: "/api/offers/v2/search", payload: { q: "warm" } });
    await new Promise((resolve) => setTimeout(resolve, 200));
  });

  const search = (q: string, headers: Record<string, string> = {}) =>
    ctx.app().inject({ method: "POST", url: "/api/offers/v2/search", payload: { q }, headers });
  const ids = (body: string) =>
    offersPageResponseSchema.parse(JSON.parse(body)).data.map((card) => card.offer_id);

  it("keeps a visitor's answer (one entry per distinct search) and revalidates by ETag", async () => {
    const cache = catalogueCacheFor(ctx.database().db);
    const before = cache.size;
    const first = await search("pizza");
    expect(first.statusCode).toBe(200);
    expect(cache.size).toBe(before + 1);
    const again = await search("  PIZZA ");
    expect(cache.size).toBe(before + 1);
    expect(again.body).toBe(first.body);
    expect(again.headers["cache-control"]).toBe("no-cache");
    const revalidated = await search("pizza", { "if-none-match": String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
  });

  it("gives a visitor the new catalogue once it changes, and a member a fresh answer always", async () => {
    const member = await createMember(ctx.app());
    expect(ids((await search("zorblax")).body)).toEqual([]);
    expect(ids((await search("zorblax", member.headers)).body)).toEqual([]);

    await ctx
      .database()
      .db.execute(sql`UPDATE offers SET title_en = 'Zorblax pizza night' WHERE id = 1`);
    const sizeBefore = catalogueCacheFor(ctx.database().db).size;
    expect(ids((await search("zorblax", member.headers)).body)).toEqual([1]);
    expect(catalogueCacheFor(ctx.database().db).size).toBe(sizeBefore);

    invalidateCatalogue(ctx.database().db);
    expect(ids((await search("zorblax")).body)).toEqual([1]);
  });
});
