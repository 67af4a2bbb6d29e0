import type { OfferCard, OfferFilter, OfferSort } from "@spc/shared";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { type CardRow, cardColumns, isLimitedNow, isListed, toCard } from "./cards";
import { redemptionsOf } from "./redemptions";

/** What a listing keeps; every condition is ANDed (see offer_filters in @spc/shared). */
export interface ListingFilter {
  categoryId?: number;
  partnerId?: number;
  collectionId?: number;
  excludeOfferId?: number;
  offerFilters?: readonly OfferFilter[];
  /** Offers in any of these subcategories. */
  subcategoryIds?: readonly number[];
  /** Location filter: only these offers (in store), ordered nearest first. */
  near?: ReadonlyArray<{ offerId: number; distanceKm: number }>;
}

export interface ListingOrder {
  sort: OfferSort | "collection" | "lto_end";
  limit: number;
  offset?: number;
}

const FILTER_SQL: Record<OfferFilter, (now: Date) => SQL> = {
  online: () => sql`o.online`,
  instore: () => sql`o.in_store`,
  spc_plus: () => sql`o.is_spc_plus`,
  lto: isLimitedNow,
  new: () => sql`(o.is_new_offer OR o.is_new_partner)`,
};

// Every order ends on the id so pages never overlap or skip rows.
const ORDER_SQL: Record<ListingOrder["sort"], SQL> = {
  views: sql`o.views DESC, o.id`,
  // Members who revealed the code or link (every code mode records reveals), then views.
  most_redeemed: sql`${redemptionsOf(sql`o.id`)} DESC, o.views DESC, o.id`,
  highest_discount: sql`o.discount_rank DESC, o.views DESC, o.id`,
  // Partner name first: the same order in English and French.
  alphabetical: sql`lower(p.partner_name), lower(o.title_en), o.id`,
  new: sql`o.start_date DESC, o.id DESC`,
  collection: sql`co.sort_order, o.id`,
  lto_end: sql`o.lto_end_date, o.id`,
};

/** `{1,2,3}` — an int[] literal bound as one parameter (drizzle expands JS arrays into lists). */
function intArray(values: readonly number[]): string {
  return `{${values.map((value) => Math.trunc(value)).join(",")}}`;
}

function floatArray(values: readonly number[]): string {
  return `{${values.map((value) => Number(value)).join(",")}}`;
}

function whereOf(filter: ListingFilter, now: Date): SQL {
  const parts: SQL[] = [isListed(now)];
  if (filter.categoryId !== undefined) parts.push(sql`o.category_id = ${filter.categoryId}`);
  if (filter.partnerId !== undefined) parts.push(sql`o.partner_id = ${filter.partnerId}`);
  if (filter.excludeOfferId !== undefined) parts.push(sql`o.id <> ${filter.excludeOfferId}`);
  for (const name of new Set(filter.offerFilters ?? [])) parts.push(FILTER_SQL[name](now));
  if (filter.subcategoryIds?.length) {
    parts.push(sql`EXISTS (SELECT 1 FROM offer_subcategories s WHERE s.offer_id = o.id
      AND s.subcategory_id = ANY(${intArray(filter.subcategoryIds)}::int[]))`);
  }
  if (filter.near) parts.push(sql`o.in_store`);
  return sql.join(parts, sql` AND `);
}

function fromOf(filter: ListingFilter): SQL {
  let from = sql`offers o JOIN partners p ON p.id = o.partner_id`;
  if (filter.near) {
    const ids = intArray(filter.near.map((n) => n.offerId));
    const km = floatArray(filter.near.map((n) => n.distanceKm));
    from = sql`${from} JOIN unnest(${ids}::int[], ${km}::float8[]) AS near(offer_id, distance_km)
      ON near.offer_id = o.id`;
  }
  if (filter.collectionId !== undefined) {
    from = sql`${from} JOIN collection_offers co
      ON co.offer_id = o.id AND co.collection_id = ${filter.collectionId}`;
  }
  return from;
}

export interface ListingResult {
  cards: OfferCard[];
  total: number;
}

/** One page of listed offers and the number of offers matching in all. */
export async function listOffers(
  db: Db,
  filter: ListingFilter,
  order: ListingOrder,
  now: Date = new Date(),
): Promise<ListingResult> {
  const from = fromOf(filter);
  const where = whereOf(filter, now);
  const orderBy = filter.near
    ? sql`near.distance_km, ${ORDER_SQL[order.sort]}`
    : ORDER_SQL[order.sort];
  const distance = filter.near ? sql`near.distance_km` : sql`NULL::float8`;
  const { rows } = await db.execute<CardRow & { total: number | string }>(sql`
    SELECT ${cardColumns}, ${distance} AS distance_km, count(*) OVER () AS total
    FROM ${from} WHERE ${where}
    ORDER BY ${orderBy} LIMIT ${order.limit} OFFSET ${order.offset ?? 0}`);
  let total = rows.length > 0 ? Number(rows[0]?.total) : 0;
  if (rows.length === 0 && (order.offset ?? 0) > 0) {
    // Past the last page: the window count had no row to ride on.
    const counted = await db.execute<{ total: number | string }>(
      sql`SELECT count(*) AS total FROM ${from} WHERE ${where}`,
    );
    total = Number(counted.rows[0]?.total ?? 0);
  }
  return { cards: rows.map((row) => toCard(row, now)), total };
}

/** Active-offer counts of a category and of each of its subcategories. */
export async function countCategoryOffers(
  db: Db,
  categoryId: number,
  now: Date = new Date(),
): Promise<{ total: number; bySubcategory: Map<number, number> }> {
  const listed = isListed(now);
  const [all, subs] = await Promise.all([
    db.execute<{ total: number | string }>(sql`SELECT count(*) AS total
      FROM offers o JOIN partners p ON p.id = o.partner_id
      WHERE o.category_id = ${categoryId} AND ${listed}`),
    db.execute<{ subcategory_id: number; total: number | string }>(sql`
      SELECT s.subcategory_id, count(*) AS total
      FROM offer_subcategories s JOIN offers o ON o.id = s.offer_id
        JOIN partners p ON p.id = o.partner_id
      WHERE o.category_id = ${categoryId} AND ${listed}
      GROUP BY s.subcategory_id`),
  ]);
  return {
    total: Number(all.rows[0]?.total ?? 0),
    bySubcategory: new Map(subs.rows.map((row) => [row.subcategory_id, Number(row.total)])),
  };
}
