import type { LocationImportReport } from "@spc/shared";
import { type Country, isValidPostal } from "@spc/shared";
import { parse } from "csv-parse/sync";
import { PROVINCE_CODES } from "../../../lib/provinces";

export type LocationError = LocationImportReport["errors"][number];

export interface StoreLine {
  line: number;
  name: string;
  address: string;
  city: string;
  province: string;
  postalCode: string;
  /** Given in the file, else found from the postal code. */
  lat: number | null;
  lon: number | null;
}

const REQUIRED = ["name", "address", "city", "province", "postal_code"] as const;
const MAX_TEXT = 200;

/**
 * Reads a store file: a CSV with a header row naming at least name, address, city, province and
 * postal_code (lat and lon optional), comma or semicolon separated. Every line is checked and
 * every problem listed with its line and column; nothing is geocoded here.
 */
export function readStoreFile(
  text: string,
  country: Country,
): { read: number; lines: StoreLine[]; errors: LocationError[] } {
  const records = parse(text, {
    bom: true,
    columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
    delimiter: [",", ";"],
    skip_empty_lines: true,
    trim: true,
    relax_column_count: true,
    info: true,
  }) as { record: Record<string, string | undefined>; info: { lines: number } }[];
  const lines: StoreLine[] = [];
  const errors: LocationError[] = [];
  for (const { record, info } of records) {
    const line = info.lines;
    const before = errors.length;
    for (const field of REQUIRED) {
      const value = record[field] ?? "";
      if (!value) errors.push({ line, field, problem: "missing_field" });
      else if (value.length > MAX_TEXT) errors.push({ line, field, problem: "too_long" });
    }
    const province = (record.province ?? "").toUpperCase();
    if (province && !(PROVINCE_CODES as readonly string[]).includes(province) && country === "ca") {
      errors.push({ line, field: "province", problem: "bad_province" });
    }
    const postal = record.postal_code ?? "";
    if (postal && !isValidPostal(postal, country)) {
      errors.push({ line, field: "postal_code", problem: "bad_postal_code" });
    }
    const lat = record.lat ? Number(record.lat) : null;
    const lon = record.lon ? Number(record.lon) : null;
    const badLat = lat !== null && !(Number.isFinite(lat) && Math.abs(lat) <= 90);
    const badLon = lon !== null && !(Number.isFinite(lon) && Math.abs(lon) <= 180);
    if (badLat || badLon || (lat === null) !== (lon === null)) {
      errors.push({ line, field: "lat", problem: "bad_coordinates" });
    }
    if (errors.length > before) continue;
    lines.push({
      line,
      name: record.name!,
      address: record.address!,
      city: record.city!,
      province,
      postalCode: postal.toUpperCase().replace(/^([A-Z]\d[A-Z])\s*(\d[A-Z]\d)$/, "$1 $2"),
      lat,
      lon,
    });
  }
  return { read: records.length, lines, errors };
}
