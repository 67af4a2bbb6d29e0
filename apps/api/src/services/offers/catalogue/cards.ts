import { isLimitedTime, type OfferCard } from "@spc/shared";
import { type SQL, sql } from "drizzle-orm";

/**
 * Card columns of an offer `o` joined to its partner `p`. `is_limited_time` is the stored flag
 * here; `toCard` turns it into "limited right now" with the shared rule (spec §4).
 */
export const cardColumns = sql`
  o.id AS offer_id, o.title_en, o.title_fr, o.online, o.in_store, o.is_spc_plus,
  o.is_limited_time, o.lto_start_date, o.lto_end_date, o.is_new_offer, o.is_new_partner,
  (SELECT coalesce(json_agg(os.subcategory_id ORDER BY os.subcategory_id), '[]'::json)
    FROM offer_subcategories os WHERE os.offer_id = o.id) AS subcategory_ids,
  o.partner_id, p.partner_name, o.views, o.discount_rank, o.start_date,
  p.url_name AS partner_url_name, p.logo_url AS partner_logo_url, o.category_id, o.image_url,
  o.discount_label_en, o.discount_label_fr`;

export type CardRow = {
  offer_id: number;
  title_en: string;
  title_fr: string;
  online: boolean;
  in_store: boolean;
  is_spc_plus: boolean;
  is_limited_time: boolean;
  lto_start_date: Date | string | null;
  lto_end_date: Date | string | null;
  is_new_offer: boolean;
  is_new_partner: boolean;
  subcategory_ids: number[] | string;
  partner_id: number;
  partner_name: string;
  views: number;
  discount_rank: number;
  start_date: Date | string;
  partner_url_name: string;
  partner_logo_url: string | null;
  category_id: number;
  image_url: string | null;
  discount_label_en: string | null;
  discount_label_fr: string | null;
  distance_km?: number | string | null;
};

/** ISO 8601 with `Z`; both drivers give Date for timestamptz, a string still parses. */
export function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function isoOrNull(value: Date | string | null): string | null {
  return value === null ? null : iso(value);
}

function ids(value: number[] | string): number[] {
  const list = typeof value === "string" ? (JSON.parse(value) as unknown[]) : value;
  return list.map(Number);
}

export function toCard(row: CardRow, now: Date): OfferCard {
  const ltoStart = isoOrNull(row.lto_start_date);
  const ltoEnd = isoOrNull(row.lto_end_date);
  const distance = row.distance_km;
  return {
    offer_id: row.offer_id,
    title_en: row.title_en,
    title_fr: row.title_fr,
    online: row.online,
    in_store: row.in_store,
    is_spc_plus: row.is_spc_plus,
    is_limited_time: isLimitedTime(
      { is_limited_time: row.is_limited_time, lto_start_date: ltoStart, lto_end_date: ltoEnd },
      now,
    ),
    lto_start_date: ltoStart,
    lto_end_date: ltoEnd,
    is_new_offer: row.is_new_offer,
    is_new_partner: row.is_new_partner,
    subcategory_ids: ids(row.subcategory_ids),
    partner_id: row.partner_id,
    partner_name: row.partner_name,
    views: row.views,
    discount_rank: row.discount_rank,
    start_date: iso(row.start_date),
    partner_url_name: row.partner_url_name,
    partner_logo_url: row.partner_logo_url,
    category_id: row.category_id,
    image_url: row.image_url,
    discount_label_en: row.discount_label_en,
    discount_label_fr: row.discount_label_fr,
    distance_km:
      distance === null || distance === undefined ? null : Math.round(Number(distance) * 100) / 100,
  };
}

/** An offer anyone may see listed: active, started, not ended, of an active partner. */
export function isListed(now: Date): SQL {
  const at = now.toISOString();
  return sql`o.status = 'active' AND p.is_active
    AND o.start_date <= ${at}::timestamptz
    AND (o.end_date IS NULL OR o.end_date > ${at}::timestamptz)`;
}

/**
 * Inside its limited-time window at `at`, a timestamptz expression (spec §4; both ends included
 * and a missing date meaning "not limited", like isLimitedTime). The one limited-time predicate
 * of the listings and the search.
 */
export function isLimitedAt(at: SQL): SQL {
  return sql`(o.is_limited_time AND o.lto_start_date <= ${at} AND o.lto_end_date >= ${at})`;
}

/** Inside its limited-time window at `now`. */
export function isLimitedNow(now: Date): SQL {
  return isLimitedAt(sql`${now.toISOString()}::timestamptz`);
}
