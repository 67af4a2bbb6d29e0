import type { Country, LocationImportReport } from "@spc/shared";
import type { Db } from "../../../db/client";
import { insertLocations, removePartnerLocations } from "./repository";
import { readStoreFile, type StoreLine } from "./store-file";

export interface PostalResolver {
  resolvePostalCode(postal: string): Promise<{ lat: number; lon: number } | null>;
}

/**
 * Imports a partner's store file, all or nothing: every line is checked, lines without
 * coordinates are placed from their postal code through the app's geocoder (each code asked
 * once), and only a file without a single error is written — appended to the partner's stores,
 * or replacing them.
 */
export async function importLocations(
  db: Db,
  geocoder: PostalResolver,
  options: { partnerId: number; text: string; country: Country; mode: "append" | "replace" },
): Promise<LocationImportReport> {
  const { read, lines, errors } = readStoreFile(options.text, options.country);
  const found = new Map<string, { lat: number; lon: number } | null>();
  const placed: (StoreLine & { lat: number; lon: number })[] = [];
  for (const line of lines) {
    let point = line.lat !== null && line.lon !== null ? { lat: line.lat, lon: line.lon } : null;
    if (!point) {
      if (!found.has(line.postalCode)) {
        found.set(line.postalCode, await geocoder.resolvePostalCode(line.postalCode));
      }
      point = found.get(line.postalCode) ?? null;
    }
    if (!point) {
      errors.push({ line: line.line, field: "postal_code", problem: "postal_code_not_found" });
      continue;
    }
    placed.push({ ...line, ...point });
  }
  errors.sort((a, b) => a.line - b.line);
  if (errors.length > 0 || placed.length === 0) {
    return { status: "rejected", read, imported: 0, removed: 0, errors };
  }
  return db.transaction(async (tx) => {
    const removed =
      options.mode === "replace" ? await removePartnerLocations(tx, options.partnerId) : 0;
    await insertLocations(
      tx,
      placed.map((store) => ({
        partnerId: options.partnerId,
        name: store.name,
        address: store.address,
        city: store.city,
        province: store.province,
        postalCode: store.postalCode,
        lat: store.lat,
        lon: store.lon,
      })),
    );
    return { status: "imported", read, imported: placed.length, removed, errors: [] };
  });
}
