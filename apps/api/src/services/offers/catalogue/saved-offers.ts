import type { OfferCard, SavedOfferStatus } from "@spc/shared";
import { inArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { type CardRow, cardColumns, toCard } from "./cards";

/** A saved offer as the catalogue sees it now: its card and what became of it. */
export interface SavedOfferState {
  status: SavedOfferStatus;
  card: OfferCard;
}

/**
 * What the saved lists and favourites read from the catalogue (decision 0032): offers by id with
 * their status, and which category ids exist. The lists domain receives it from the routes, so it
 * does not reach into the offers service and the offers service does not import it back.
 */
export interface SavedOffersCatalogue {
  /** The offers among `ids` that exist, with card and status (missing ids are absent). */
  offers(ids: readonly number[], now: Date): Promise<Map<number, SavedOfferState>>;
  /** Only the status of each offer among `ids` that exists (for counts). */
  statuses(ids: readonly number[], now: Date): Promise<Map<number, SavedOfferStatus>>;
  /** The category ids among `ids` that exist. */
  categoryIds(ids: readonly number[]): Promise<Set<number>>;
}

/**
 * The status rule of the offer page (findOfferDetail, spec §4 fetch outcomes): delisted when the
 * offer or its partner is taken down, expired when it ended, unavailable before it starts, else
 * active — which is exactly "listed" (isListed) for an offer that exists.
 */
function statusColumn(now: Date) {
  const at = now.toISOString();
  return sql`CASE
    WHEN o.status = 'draft' THEN 'unavailable'
    WHEN o.status = 'delisted' OR NOT p.is_active THEN 'delisted'
    WHEN o.status = 'expired' OR (o.end_date IS NOT NULL AND o.end_date <= ${at}::timestamptz)
      THEN 'expired'
    WHEN o.start_date > ${at}::timestamptz THEN 'unavailable'
    ELSE 'active' END`;
}

export function savedOffersCatalogue(db: Db): SavedOffersCatalogue {
  return {
    async offers(ids, now) {
      const found = new Map<number, SavedOfferState>();
      if (ids.length === 0) return found;
      const { rows } = await db.execute<CardRow & { saved_status: SavedOfferStatus }>(sql`
        SELECT ${cardColumns}, NULL::float8 AS distance_km, ${statusColumn(now)} AS saved_status
        FROM offers o JOIN partners p ON p.id = o.partner_id
        WHERE ${inArray(sql`o.id`, [...ids])}`);
      for (const row of rows) {
        found.set(Number(row.offer_id), { status: row.saved_status, card: toCard(row, now) });
      }
      return found;
    },

    async statuses(ids, now) {
      const found = new Map<number, SavedOfferStatus>();
      if (ids.length === 0) return found;
      const { rows } = await db.execute<{ id: number; saved_status: SavedOfferStatus }>(sql`
        SELECT o.id, ${statusColumn(now)} AS saved_status
        FROM offers o JOIN partners p ON p.id = o.partner_id
        WHERE ${inArray(sql`o.id`, [...ids])}`);
      for (const row of rows) found.set(Number(row.id), row.saved_status);
      return found;
    },

    async categoryIds(ids) {
      if (ids.length === 0) return new Set();
      const { rows } = await db.execute<{ id: number }>(
        sql`SELECT c.id FROM categories c WHERE ${inArray(sql`c.id`, [...ids])}`,
      );
      return new Set(rows.map((row) => Number(row.id)));
    },
  };
}
