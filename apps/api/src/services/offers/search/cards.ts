import type { OfferCard } from "@spc/shared";
import { sql } from "drizzle-orm";

/**
 * Card columns of an offer `o` joined to its partner `p` (raw SQL, so search can select a ranked
 * page and its cards in one statement). `is_limited_time` is true only inside the LTO window.
 */
export const cardColumns = sql`
  o.id AS offer_id, o.title_en, o.title_fr, o.online, o.in_store, o.is_spc_plus,
  (o.is_limited_time AND coalesce(o.lto_start_date <= now(), true)
    AND coalesce(o.lto_end_date >= now(), true)) AS is_limited_time,
  o.lto_start_date, o.lto_end_date, o.is_new_offer, o.is_new_partner,
  coalesce((SELECT array_agg(os.subcategory_id ORDER BY os.subcategory_id)
    FROM offer_subcategories os WHERE os.offer_id = o.id), '{}'::int[]) AS subcategory_ids,
  o.partner_id, p.partner_name, o.views, o.discount_rank, o.start_date,
  p.url_name AS partner_url_name, o.category_id, o.image_url,
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
  category_id: number;
  image_url: string | null;
  discount_label_en: string | null;
  discount_label_fr: string | null;
};

// Both drivers give Date for timestamptz; a string still parses (defensive, e.g. a cast upstream).
function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

function intArray(value: number[] | string): number[] {
  if (Array.isArray(value)) return value.map(Number);
  const inner = value.replace(/^\{|\}$/g, "");
  return inner === "" ? [] : inner.split(",").map(Number);
}

export function toCard(row: CardRow, distanceKm: number | null = null): OfferCard {
  return {
    offer_id: row.offer_id,
    title_en: row.title_en,
    title_fr: row.title_fr,
    online: row.online,
    in_store: row.in_store,
    is_spc_plus: row.is_spc_plus,
    is_limited_time: row.is_limited_time,
    lto_start_date: row.lto_start_date === null ? null : iso(row.lto_start_date),
    lto_end_date: row.lto_end_date === null ? null : iso(row.lto_end_date),
    is_new_offer: row.is_new_offer,
    is_new_partner: row.is_new_partner,
    subcategory_ids: intArray(row.subcategory_ids),
    partner_id: row.partner_id,
    partner_name: row.partner_name,
    views: row.views,
    discount_rank: row.discount_rank,
    start_date: iso(row.start_date),
    partner_url_name: row.partner_url_name,
    category_id: row.category_id,
    image_url: row.image_url,
    discount_label_en: row.discount_label_en,
    discount_label_fr: row.discount_label_fr,
    distance_km: distanceKm,
  };
}
