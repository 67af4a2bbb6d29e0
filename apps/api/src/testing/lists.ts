import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client";
import type { TestMember } from "./members";

type Method = "GET" | "POST" | "PUT" | "DELETE";

/**
 * Saved lists and favourites calls as one member (Bearer), or as a visitor with `null`:
 *
 *   const call = caller(app);
 *   await call(member, "PUT", `/api/offers/user/saved-list/${id}`, { add_offer_ids: [1] });
 */
export function caller(app: FastifyInstance) {
  return (who: TestMember | null, method: Method, url: string, payload?: object) =>
    app.inject({ method, url, payload, headers: who ? who.headers : {} });
}

export const LISTS_URL = "/api/offers/user/saved-list";
export const FAVOURITE_OFFERS_URL = "/api/users/v2/user/favouriteOffers";
export const FAVOURITE_CATEGORIES_URL = "/api/users/v2/user/categories";

/** Ids of `count` offers listed now (active, started, not ended, active partner), lowest first. */
export async function listedOfferIds(db: Db, count: number): Promise<number[]> {
  const { rows } = await db.execute<{ id: number }>(sql`
    SELECT o.id FROM offers o JOIN partners p ON p.id = o.partner_id
    WHERE o.status = 'active' AND p.is_active AND o.start_date <= now()
      AND (o.end_date IS NULL OR o.end_date > now())
    ORDER BY o.id LIMIT ${count}`);
  return rows.map((row) => Number(row.id));
}

/** Adds `count` plain listed offers to the catalogue (for caps beyond the seeded catalogue). */
export async function addListedOffers(db: Db, count: number): Promise<number[]> {
  const { rows } = await db.execute<{ id: number }>(sql`
    INSERT INTO offers (partner_id, category_id, title_en, title_fr, start_date)
    SELECT p.id, c.id, 'Extra offer ' || g, 'Offre de plus ' || g, now() - interval '1 day'
    FROM generate_series(1, ${count}) g,
      (SELECT id FROM partners WHERE is_active ORDER BY id LIMIT 1) p,
      (SELECT id FROM categories ORDER BY id LIMIT 1) c
    RETURNING id`);
  return rows.map((row) => Number(row.id));
}
