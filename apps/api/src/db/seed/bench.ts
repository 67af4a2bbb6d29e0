import { sql } from "drizzle-orm";
import { type Database, openDatabase } from "../client";
import { migrateDatabase } from "../migrate";
import { seedDatabase } from ".";
import { syncSequences } from "./insert";

// Demo fixtures 1–16 have fixed roles (code pools, bank offers…): copies come from the others.
const FIRST_TEMPLATE_ID = 17;

/**
 * Grows the seeded demo catalogue to `totalOffers` offers for load benchmarks (bench/), in plain
 * SQL: each extra offer copies a demo offer (partner, category, subcategories, tags, legal text)
 * with a numbered title and deterministic pseudo-random views, discount rank and flags, so
 * filters and sorts have realistic spreads. Idempotent for the same total.
 */
export async function seedBenchOffers(database: Database, totalOffers: number): Promise<number> {
  const { db } = database;
  const count = async () =>
    Number(
      (await db.execute<{ n: number | string }>(sql`SELECT count(*) AS n FROM offers`)).rows[0]
        ?.n ?? 0,
    );
  const existing = await count();
  const extra = totalOffers - existing;
  if (extra <= 0) return existing;
  await db.transaction(async (tx) => {
    const base = Number(
      (await tx.execute<{ id: number | string }>(sql`SELECT max(id) AS id FROM offers`)).rows[0]
        ?.id ?? 0,
    );
    // src.k numbers the templates 0…n-1; extra offer base+g copies template k = g % n.
    const src = sql`(SELECT id, (row_number() OVER (ORDER BY id) - 1)::int AS k,
        count(*) OVER ()::int AS n FROM offers
        WHERE id >= ${FIRST_TEMPLATE_ID} AND id <= ${base}) src`;
    const series = sql`generate_series(1, ${extra}) g`;
    await tx.execute(sql`
      INSERT INTO offers (id, partner_id, category_id, title_en, title_fr, description_en,
        description_fr, status, online, in_store, is_spc_plus, is_limited_time, lto_start_date,
        lto_end_date, is_new_offer, is_new_partner, views, discount_rank, discount_value,
        discount_label_en, discount_label_fr, start_date, end_date, image_url, code_type, code_mode,
        static_code, offer_url, created_at, updated_at)
      SELECT ${base} + g, o.partner_id, o.category_id, o.title_en || ' #' || g,
        o.title_fr || ' no ' || g, o.description_en, o.description_fr, o.status, o.online,
        o.in_store, (g * 13) % 14 = 0, o.is_limited_time, o.lto_start_date, o.lto_end_date,
        (g * 7) % 10 = 0, o.is_new_partner, ((g::bigint * 7919) % 20000)::int,
        ((g * 37) % 100), o.discount_value, o.discount_label_en, o.discount_label_fr,
        o.start_date - ((g % 300) || ' days')::interval, o.end_date, o.image_url, o.code_type,
        o.code_mode, o.static_code, o.offer_url, o.created_at, o.updated_at
      FROM ${series} JOIN ${src} ON src.k = g % src.n JOIN offers o ON o.id = src.id`);
    for (const [table, columns] of [
      ["offer_subcategories", sql`subcategory_id`],
      ["offer_tags", sql`tag_id`],
      ["offer_legal", sql`legal_en, legal_fr`],
    ] as const) {
      await tx.execute(sql`
        INSERT INTO ${sql.identifier(table)} (offer_id, ${columns})
        SELECT ${base} + g, ${columns} FROM ${series} JOIN ${src} ON src.k = g % src.n
          JOIN ${sql.identifier(table)} t ON t.offer_id = src.id`);
    }
    await syncSequences(tx, ["offers"]);
  });
  return count();
}

// `tsx src/db/seed/bench.ts` with DATABASE_URL and BENCH_OFFERS (default 10000): migrate, seed
// the demo catalogue, then grow it.
if (import.meta.url === `file://${process.argv[1]}`) {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error("DATABASE_URL is required");
  const total = Number(process.env.BENCH_OFFERS ?? 10_000);
  const database = await openDatabase({ databaseUrl });
  try {
    await migrateDatabase(database);
    await seedDatabase(database);
    console.info(`bench catalogue: ${await seedBenchOffers(database, total)} offers`);
  } finally {
    await database.close();
  }
}
