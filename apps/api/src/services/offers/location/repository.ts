import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";

/** Mean Earth radius used by the haversine distance, km. */
export const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_DEGREE_LAT = (Math.PI * EARTH_RADIUS_KM) / 180;

export interface NearQuery {
  lat: number;
  lon: number;
  distanceKm: number;
}

/** The latitude/longitude box that holds every point within `distanceKm` of the centre. */
export function boundingBox({ lat, lon, distanceKm }: NearQuery) {
  const dLat = distanceKm / KM_PER_DEGREE_LAT;
  const minLat = Math.max(-90, lat - dLat);
  const maxLat = Math.min(90, lat + dLat);
  // Longitude degrees shrink with latitude; at the box's widest latitude they are shortest.
  const widest = Math.max(Math.abs(minLat), Math.abs(maxLat));
  const cos = Math.cos((widest * Math.PI) / 180);
  const dLon = cos < 1e-6 ? 360 : distanceKm / (KM_PER_DEGREE_LAT * cos);
  // Near a pole or across the antimeridian: every longitude (the haversine still decides).
  if (dLon >= 180 || lon - dLon < -180 || lon + dLon > 180) {
    return { minLat, maxLat, minLon: -180, maxLon: 180 };
  }
  return { minLat, maxLat, minLon: lon - dLon, maxLon: lon + dLon };
}

/**
 * In-store active offers whose partner has a store within `distanceKm` of the point, nearest
 * store first (ties by offer id), with that store's distance in km. Plain SQL: a bounding-box
 * range on the indexed store_locations(lat, lon), then haversine on the few rows inside it
 * (no cube/earthdistance: they hang PGlite next to pg_trgm).
 */
export async function findOfferIdsNear(
  db: Db,
  query: NearQuery,
): Promise<Array<{ offerId: number; distanceKm: number }>> {
  const { lat, lon, distanceKm } = query;
  if (!(distanceKm > 0) || !Number.isFinite(lat) || !Number.isFinite(lon)) return [];
  const box = boundingBox(query);
  const { rows } = await db.execute<{ offer_id: number; distance_km: number }>(sql`
    WITH stores AS (
      SELECT s.partner_id,
        2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(
          power(sin(radians(s.lat - ${lat}::float8) / 2), 2)
          + cos(radians(${lat}::float8)) * cos(radians(s.lat)) * power(sin(radians(s.lon - ${lon}::float8) / 2), 2)
        ))) AS distance_km
      FROM store_locations s
      WHERE s.lat BETWEEN ${box.minLat}::float8 AND ${box.maxLat}::float8
        AND s.lon BETWEEN ${box.minLon}::float8 AND ${box.maxLon}::float8
    ),
    nearest AS (
      SELECT partner_id, min(distance_km) AS distance_km
      FROM stores WHERE distance_km <= ${distanceKm}::float8
      GROUP BY partner_id
    )
    SELECT o.id AS offer_id, n.distance_km::float8 AS distance_km
    FROM nearest n
    JOIN partners p ON p.id = n.partner_id AND p.is_active
    JOIN offers o ON o.partner_id = n.partner_id
    WHERE o.in_store AND o.status = 'active' AND (o.end_date IS NULL OR o.end_date > now())
    ORDER BY n.distance_km, o.id`);
  return rows.map((row) => ({ offerId: row.offer_id, distanceKm: Number(row.distance_km) }));
}
