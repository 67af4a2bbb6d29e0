import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codeModes, codeTypes } from "../schema";
import { createTestDatabase, type TestDatabase } from "../testing";
import { seedOfferIds, seedPartnerUrlNames, UNIQUE_POOL_SIZE } from ".";

describe("the demo catalogue", () => {
  let database: TestDatabase;
  const count = async (query: ReturnType<typeof sql>) => {
    const { rows } = await database.db.execute<{ n: number }>(sql`select (${query})::int as n`);
    return Number(rows[0]?.n);
  };
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.cleanup();
  });

  it("has 12+ categories with 2–5 subcategories and distinct colours", async () => {
    expect(await count(sql`select count(*) from categories`)).toBeGreaterThanOrEqual(12);
    expect(await count(sql`select count(distinct colour) from categories`)).toBe(
      await count(sql`select count(*) from categories`),
    );
    const outside = sql`select count(*) from (select category_id, count(*) n from subcategories
      group by 1 having count(*) not between 2 and 5) x`;
    expect(await count(outside)).toBe(0);
  });

  it("has 150+ partners and 450+ offers, all bilingual", async () => {
    expect(await count(sql`select count(*) from partners`)).toBeGreaterThanOrEqual(150);
    expect(await count(sql`select count(*) from offers`)).toBeGreaterThanOrEqual(450);
    const untranslated = sql`select count(*) from offers where title_en = '' or title_fr = ''
      or description_en = '' or description_fr = '' or title_en = title_fr`;
    expect(await count(untranslated)).toBe(0);
    expect(
      await count(sql`select count(*) from offers o left join offer_legal l on l.offer_id = o.id
      where l.offer_id is null`),
    ).toBe(0);
  });

  it("writes amounts the French way: 15 % and 10 $, with a no-break space", async () => {
    const english = sql`select count(*) from offers where title_fr ~ '[0-9] ?%' or title_fr ~ '\\$[0-9]'`;
    expect(await count(english)).toBe(0);
    const french = `[0-9]\u00a0%`;
    expect(
      await count(sql`select count(*) from offers where title_fr ~ ${french}`),
    ).toBeGreaterThan(50);
  });

  it("has a realistic mix of channels and flags", async () => {
    const total = await count(sql`select count(*) from offers`);
    const share = async (where: ReturnType<typeof sql>) =>
      (await count(sql`select count(*) from offers where ${where}`)) / total;
    expect(await share(sql`online`)).toBeGreaterThan(0.5);
    expect(await share(sql`online`)).toBeLessThan(0.7);
    expect(await share(sql`in_store`)).toBeGreaterThan(0.4);
    expect(await share(sql`in_store`)).toBeLessThan(0.6);
    expect(await share(sql`online and in_store`)).toBeGreaterThan(0);
    expect(await share(sql`is_spc_plus`)).toBeGreaterThan(0.05);
    expect(await share(sql`is_spc_plus`)).toBeLessThan(0.12);
    expect(await share(sql`is_limited_time`)).toBeGreaterThan(0.03);
    expect(await share(sql`is_new_offer`)).toBeGreaterThan(0.05);
    expect(await share(sql`is_new_partner`)).toBeGreaterThan(0);
    expect(await share(sql`status = 'delisted'`)).toBeGreaterThan(0);
    expect(await share(sql`status = 'expired' and end_date < now()`)).toBeGreaterThan(0);
  });

  it("has limited-time offers running now, over and upcoming", async () => {
    const lto = (where: ReturnType<typeof sql>) =>
      count(sql`select count(*) from offers where is_limited_time and ${where}`);
    expect(await lto(sql`lto_start_date <= now() and lto_end_date >= now()`)).toBeGreaterThan(0);
    expect(await lto(sql`lto_end_date < now()`)).toBeGreaterThan(0);
    expect(await lto(sql`lto_start_date > now()`)).toBeGreaterThan(0);
  });

  it("uses every code mode and code type", async () => {
    for (const mode of codeModes) {
      expect(
        await count(sql`select count(*) from offers where code_mode = ${mode}`),
        mode,
      ).toBeGreaterThan(0);
    }
    for (const type of codeTypes) {
      expect(
        await count(sql`select count(*) from offers where code_type = ${type}`),
        type,
      ).toBeGreaterThan(0);
    }
  });

  it("has a unique-code offer with a pool of 10 free codes, alone on its partner", async () => {
    const { rows } = await database.db.execute<{
      url_name: string;
      code_type: string;
      codes: number;
    }>(sql`
      select p.url_name, o.code_type,
        (select count(*)::int from offer_codes c where c.offer_id = o.id and c.assigned_to is null) as codes
      from offers o join partners p on p.id = o.partner_id where o.id = ${seedOfferIds.uniquePool}`);
    expect(rows[0]).toEqual({
      url_name: "demo-unique-pool",
      code_type: "upload_unique",
      codes: UNIQUE_POOL_SIZE,
    });
    expect(
      await count(sql`select count(*) from offers o join partners p on p.id = o.partner_id
      where p.url_name = ${seedPartnerUrlNames.uniquePool}`),
    ).toBe(1);
  });

  it("has CIBC with the three bonus tiers and SPC+ offers", async () => {
    const { rows } = await database.db.execute<{
      discount_value: number | null;
      is_spc_plus: boolean;
    }>(sql`
      select o.discount_value, o.is_spc_plus from offers o join partners p on p.id = o.partner_id
      where p.url_name = 'cibc' and p.partner_name = 'CIBC' order by o.id`);
    expect(rows.map((row) => row.discount_value).slice(0, 3)).toEqual([60, 30, 25]);
    expect(rows.some((row) => row.is_spc_plus)).toBe(true);
  });

  it("has searchable text: a pizza offer and accented French words", async () => {
    const title = sql`select title_en from offers where id = ${seedOfferIds.pizza}`;
    const { rows } = await database.db.execute<{ title_en: string }>(title);
    expect(rows[0]?.title_en).toMatch(/pizza/i);
    for (const word of ["étudiant", "café", "épicerie"]) {
      const hits = sql`select count(*) from offers where title_fr ilike ${`%${word}%`}
        or description_fr ilike ${`%${word}%`}`;
      expect(await count(hits), word).toBeGreaterThan(0);
    }
  });

  it("links 40+ tags, stores in many cities, and 6+ filled collections", async () => {
    expect(await count(sql`select count(distinct tag_id) from offer_tags`)).toBeGreaterThanOrEqual(
      40,
    );
    expect(
      await count(sql`select count(distinct city) from store_locations`),
    ).toBeGreaterThanOrEqual(9);
    expect(
      await count(sql`select min(n) from (select count(*) n from store_locations group by city) x`),
    ).toBeGreaterThanOrEqual(3);
    expect(
      await count(sql`select count(distinct collection_id) from collection_offers`),
    ).toBeGreaterThanOrEqual(6);
  });

  it("has the site content: menus, terms, flags and careers carousels", async () => {
    expect(
      await count(sql`select count(*) from menu_links where menu = 'header'`),
    ).toBeGreaterThanOrEqual(5);
    expect(
      await count(sql`select count(distinct "column") from menu_links where menu = 'footer'`),
    ).toBe(3);
    expect(
      await count(sql`select count(*) from menu_links where force_link and link is null`),
    ).toBe(0);
    expect(await count(sql`select count(*) from terms where term_fr_ca like '# %'`)).toBe(1);
    expect(
      await count(sql`select count(*) from feature_flags where platform = 'web' and key = 'free_trial'
      and enabled`),
    ).toBe(1);
    expect(
      await count(
        sql`select count(*) from feature_flags where key = 'spc_plus' and sub_flags is not null`,
      ),
    ).toBeGreaterThan(0);
    for (const type of ["TEAM", "PERK", "VALUE", "PRINCIPLE"]) {
      expect(
        await count(sql`select count(*) from carousel_items where type = ${type}`),
        type,
      ).toBeGreaterThan(0);
    }
  });
});
