import type { AdminLocation } from "@spc/shared";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { storeLocations } from "../../../db/schema";

const toAdminLocation = (row: typeof storeLocations.$inferSelect): AdminLocation => ({
  id: row.id,
  partner_id: row.partnerId,
  name: row.name,
  address: row.address,
  city: row.city,
  province: row.province,
  postal_code: row.postalCode,
  lat: row.lat,
  lon: row.lon,
});

export async function partnerLocations(db: Db, partnerId: number): Promise<AdminLocation[]> {
  const rows = await db
    .select()
    .from(storeLocations)
    .where(eq(storeLocations.partnerId, partnerId))
    .orderBy(asc(storeLocations.province), asc(storeLocations.city), asc(storeLocations.id));
  return rows.map(toAdminLocation);
}

export async function removePartnerLocations(db: Db, partnerId: number): Promise<number> {
  const removed = await db
    .delete(storeLocations)
    .where(eq(storeLocations.partnerId, partnerId))
    .returning({ id: storeLocations.id });
  return removed.length;
}

export async function insertLocations(
  db: Db,
  rows: (typeof storeLocations.$inferInsert)[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += 1000) {
    await db.insert(storeLocations).values(rows.slice(start, start + 1000));
  }
}

export async function deleteLocation(db: Db, id: number): Promise<AdminLocation | undefined> {
  const [row] = await db.delete(storeLocations).where(eq(storeLocations.id, id)).returning();
  return row ? toAdminLocation(row) : undefined;
}
