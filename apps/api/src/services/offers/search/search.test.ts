import { offersPageResponseSchema } from "@spc/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../db/testing";
import { useTestApp } from "../../../testing/use-test-app";
import { invalidateCatalogue } from "../catalogue/cache";

describe("POST /api/offers/v2/search", () => {
  const ctx = useTestApp();

  async function search(body: object, query = "page_size=100") {
    const response = await ctx.app().inject({
      method: "POST",
      url: `/api/offers/v2/search?${query}`,
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(200);
    return offersPageResponseSchema.parse(response.json());
  }
  const ids = (page: { data: { offer_id: number }[] }) => page.data.map((card) => card.offer_id);

  it('finds "étudiant" when a student types "etudiant" (French, no accent)', async () => {
    const page = await search({ q: "etudiant" });
    expect(ids(page)).toContain(2);
  });

  it('finds the café offer from "cafe" and the partner "Café Boréal" from "cafe boreal"', async () => {
    expect(ids(await search({ q: "cafe" }))).toContain(2);
    expect(ids(await search({ q: "cafe boreal" }))[0]).toBe(2);
  });

  it('forgives an English typo: "pizzza" finds the pizza offer on the first page', async () => {
    const page = await search({ q: "pizzza" }, "");
    expect(page.pagination.page_size).toBe(24);
    expect(ids(page)).toContain(1);
    expect(page.data.every((card) => /pizz/i.test(`${card.title_en} ${card.partner_name}`))).toBe(
      true,
    );
  });

  it('forgives a French typo: "chausures" finds offers about chaussures', async () => {
    const page = await search({ q: "chausures" });
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.data.some((card) => card.title_fr.includes("chaussures"))).toBe(true);
  });

  it("reads French phrases word by word, without the words a language ignores (de, les)", async () => {
    const phrase = ids(await search({ q: "rabais sur les chaussures de course" }));
    expect(phrase.length).toBeGreaterThan(0);
    expect(phrase).toEqual(ids(await search({ q: "rabais chaussures course" })));
  });

  it("searches partner names, with a typo too", async () => {
    const page = await search({ q: "Maple Slice" });
    expect(page.data[0]?.partner_name).toBe("Maple Slice Pizza");
    expect(ids(page)).toContain(1);
    expect(ids(await search({ q: "maple slise" }))).toContain(1);
  });

  it("lists all of a partner's deals first when searched by its name (/partner/:name)", async () => {
    const { rows } = await ctx.database().db.execute<{ name: string; ids: number[] }>(sql`
      SELECT p.partner_name AS name, array_agg(o.id ORDER BY o.id) AS ids
      FROM partners p JOIN offers o ON o.partner_id = p.id
      WHERE o.status = 'active' AND o.start_date <= now()
        AND (o.end_date IS NULL OR o.end_date > now()) AND p.url_name <> 'cibc'
      GROUP BY p.id HAVING count(*) >= 3 ORDER BY count(*) DESC, p.id LIMIT 3`);
    expect(rows.length).toBeGreaterThan(0);
    for (const partner of rows) {
      const found = ids(await search({ q: partner.name }));
      expect(
        found.slice(0, partner.ids.length).sort((a, b) => a - b),
        partner.name,
      ).toEqual(partner.ids);
    }
  });

  it("ranks exact full-text matches before typo matches", async () => {
    const page = await search({ q: "pizza" });
    expect(ids(page)).toContain(1);
    const exactIds = await ctx.database().db.execute<{ id: number }>(
      sql`SELECT id FROM offers WHERE search_tsv @@ websearch_to_tsquery('english', 'pizza')
            AND status = 'active'`,
    );
    const exact = new Set(exactIds.rows.map((row) => row.id));
    const flags = ids(page).map((id) => exact.has(id));
    // Once a non-exact (typo) match appears, no exact match follows it.
    expect(
      flags.slice(flags.indexOf(false) === -1 ? flags.length : flags.indexOf(false)),
    ).not.toContain(true);
  });

  it("never returns delisted or expired offers", async () => {
    const { rows } = await ctx
      .database()
      .db.execute<{ title_en: string }>(
        sql`SELECT title_en FROM offers WHERE id IN (7, 8) ORDER BY id`,
      );
    for (const row of rows) {
      const found = ids(await search({ q: row.title_en }));
      expect(found).not.toContain(7);
      expect(found).not.toContain(8);
    }
  });

  it("leaves out an offer that has not started yet, as the listings do", async () => {
    expect(ids(await search({ q: "Maple Slice" }))).toContain(1);
    const { rows } = await ctx
      .database()
      .db.execute<{ start_date: string }>(sql`SELECT start_date::text FROM offers WHERE id = 1`);
    await ctx
      .database()
      .db.execute(sql`UPDATE offers SET start_date = now() + interval '1 day' WHERE id = 1`);
    invalidateCatalogue(ctx.database().db);
    expect(ids(await search({ q: "Maple Slice" }))).not.toContain(1);
    await ctx
      .database()
      .db.execute(
        sql`UPDATE offers SET start_date = ${rows[0]?.start_date}::timestamptz WHERE id = 1`,
      );
    invalidateCatalogue(ctx.database().db);
  });

  it("keeps, under the lto filter, only offers inside their window, as the listings do (§4)", async () => {
    const saved = await ctx.database().db.execute<{
      id: number;
      is_limited_time: boolean;
      lto_start_date: string | null;
      lto_end_date: string | null;
    }>(
      sql`SELECT id, is_limited_time, lto_start_date::text, lto_end_date::text
            FROM offers WHERE id IN (1, 2, 3)`,
    );
    // 1: flagged without dates; 2: flagged, window over; 3: flagged, inside its window.
    await ctx.database().db.execute(sql`UPDATE offers SET is_limited_time = true,
      lto_start_date = CASE id WHEN 1 THEN NULL WHEN 2 THEN now() - interval '10 days'
        ELSE now() - interval '1 day' END,
      lto_end_date = CASE id WHEN 1 THEN NULL WHEN 2 THEN now() - interval '5 days'
        ELSE now() + interval '1 day' END
      WHERE id IN (1, 2, 3)`);
    invalidateCatalogue(ctx.database().db);
    try {
      const limited = ids(await search({}, "page_size=100&offer_filters=lto"));
      expect(limited).toContain(3);
      expect(limited).not.toContain(1);
      expect(limited).not.toContain(2);
      const listing = await ctx.app().inject({
        method: "GET",
        url: "/api/offers/v5/offers/summary?page_size=100&offer_filters=lto",
      });
      expect(listing.statusCode, listing.body).toBe(200);
      const listed = ids(offersPageResponseSchema.parse(listing.json()));
      expect([...limited].sort((a, b) => a - b)).toEqual([...listed].sort((a, b) => a - b));
    } finally {
      for (const row of saved.rows) {
        await ctx
          .database()
          .db.execute(sql`UPDATE offers SET is_limited_time = ${row.is_limited_time},
          lto_start_date = ${row.lto_start_date}::timestamptz,
          lto_end_date = ${row.lto_end_date}::timestamptz WHERE id = ${row.id}`);
      }
      invalidateCatalogue(ctx.database().db);
    }
  });

  it("finds offers by tag (slug or French name, any case), only offers carrying it", async () => {
    const bySlug = await search({ tags: ["pizza"] });
    expect(ids(bySlug)).toContain(1);
    const { rows } = await ctx
      .database()
      .db.execute<{ offer_id: number }>(
        sql`SELECT ot.offer_id FROM offer_tags ot JOIN tags t ON t.id = ot.tag_id WHERE t.slug = 'pizza'`,
      );
    const tagged = new Set(rows.map((row) => row.offer_id));
    expect(ids(bySlug).every((id) => tagged.has(id))).toBe(true);

    const byFrenchName = await search({ tags: ["CAFÉ"] });
    expect(ids(byFrenchName)).toContain(2);
  });

  it("combines text and tags (AND), and applies offer_filters", async () => {
    expect(ids(await search({ q: "latte", tags: ["coffee"] }))).toContain(2);
    expect(ids(await search({ q: "latte", tags: ["pizza"] }))).not.toContain(2);
    const inStore = await search({ q: "pizza" }, "page_size=100&offer_filters=instore");
    expect(inStore.data.length).toBeGreaterThan(0);
    expect(inStore.data.every((card) => card.in_store)).toBe(true);
  });

  it("pages through results and reports the total", async () => {
    const first = await search({ q: "off" }, "page_size=5&current_page=1");
    const second = await search({ q: "off" }, "page_size=5&current_page=2");
    expect(first.pagination.total).toBeGreaterThan(10);
    expect(second.pagination.total).toBe(first.pagination.total);
    expect(first.pagination.total_is_estimate).toBe(false);
    expect(ids(first).some((id) => ids(second).includes(id))).toBe(false);
    const beyond = await search({ q: "off" }, "page_size=5&current_page=999");
    expect(beyond.data).toEqual([]);
    expect(beyond.pagination.total).toBe(first.pagination.total);
  });

  it("sorts by sort_by when asked", async () => {
    const page = await search({ q: "pizza" }, "page_size=100&sort_by=highest_discount");
    const ranks = page.data.map((card) => card.discount_rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
  });

  it("answers an empty page for gibberish and every active offer for an empty body", async () => {
    expect((await search({ q: "zzqxwv" })).data).toEqual([]);
    expect((await search({}, "page_size=1")).pagination.total).toBeGreaterThan(100);
  });

  it("rejects an unknown filter with the validation envelope", async () => {
    const response = await ctx.app().inject({
      method: "POST",
      url: "/api/offers/v2/search?offer_filters=cheap",
      payload: { q: "pizza" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("validation_error");
  });
});

describe("GET /api/offers/v2/tags and /v2/tags/suggestions", () => {
  const ctx = useTestApp();

  const suggest = async (q: string) => {
    const response = await ctx.app().inject({
      url: `/api/offers/v2/tags/suggestions?q=${encodeURIComponent(q)}`,
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { data: { slug: string; name: string }[] }).data;
  };

  it("lists every tag with English and French names", async () => {
    const response = await ctx.app().inject({ url: "/api/offers/v2/tags" });
    const { data } = response.json() as { data: { name_en: string; name_fr: string }[] };
    expect(data.length).toBeGreaterThan(10);
    expect(data.some((tag) => tag.name_fr === "Chaussures")).toBe(true);
  });

  it("suggests at most 10 tags, case-insensitively, containment first", async () => {
    expect((await suggest("")).length).toBe(10);
    expect((await suggest("e")).length).toBeLessThanOrEqual(10);
    expect((await suggest("PIZ"))[0]?.slug).toBe("pizza");
    expect((await suggest("chaus"))[0]?.slug).toBe("shoes");
    expect((await suggest("ecout"))[0]?.slug).toBe("headphones");
  });

  it("suggests close tags for a typo", async () => {
    expect((await suggest("sushie")).map((tag) => tag.slug)).toContain("sushi");
  });
});

describe("search documents", () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.cleanup();
  });

  const doc = async (id: number) =>
    (
      await database.db.execute<{ search_text: string }>(
        sql`SELECT search_text FROM offers WHERE id = ${id}`,
      )
    ).rows[0]?.search_text;

  it("follow partner renames, tag links and tag renames", async () => {
    const { db } = database;
    expect(await doc(1)).toContain("maple slice pizza");
    await db.execute(sql`UPDATE partners SET partner_name = 'Érable Pizzeria' WHERE id =
      (SELECT partner_id FROM offers WHERE id = 1)`);
    expect(await doc(1)).toContain("erable pizzeria");
    // New words join the typo vocabulary.
    const { rows: words } = await db.execute<{ word: string }>(
      sql`SELECT word FROM search_words WHERE word IN ('erable', 'pizzeria')`,
    );
    expect(words.map((row) => row.word).sort()).toEqual(["erable", "pizzeria"]);

    await db.execute(sql`INSERT INTO offer_tags (offer_id, tag_id)
      SELECT 1, id FROM tags WHERE slug = 'shoes'`);
    expect(await doc(1)).toContain("chaussures");
    await db.execute(sql`UPDATE tags SET name_fr = 'Souliers' WHERE slug = 'shoes'`);
    expect(await doc(1)).toContain("souliers");
    await db.execute(sql`DELETE FROM offer_tags WHERE offer_id = 1
      AND tag_id = (SELECT id FROM tags WHERE slug = 'shoes')`);
    expect(await doc(1)).not.toContain("souliers");
  });

  it("lets an offer with tags be deleted", async () => {
    await database.db.execute(sql`DELETE FROM offers WHERE id = 2`);
    expect(await doc(2)).toBeUndefined();
  });
});
