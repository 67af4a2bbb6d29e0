import { asc, sql } from "drizzle-orm";
import type { Database } from "../client";
import { offers } from "../schema";

/** Counts and first titles: equal on two databases seeded the same day. */
export async function fingerprint(database: Database) {
  const firstTitles = await database.db
    .select({ id: offers.id, en: offers.titleEn, fr: offers.titleFr })
    .from(offers)
    .orderBy(asc(offers.id))
    .limit(25);
  const { rows } = await database.db.execute(sql`select
    (select count(*)::int from offers) as offers, (select count(*)::int from partners) as partners,
    (select count(*)::int from offer_tags) as offer_tags,
    (select count(*)::int from store_locations) as locations,
    (select sum(views)::int from offers) as views`);
  return { firstTitles, counts: rows[0] };
}
