import {
  buildUtmRecord,
  isUtmExpired,
  STORAGE_KEYS,
  UTM_HEADER,
  type UtmRecord,
  utmHeaderValue,
} from "@spc/shared";
import { readJson, removeItem, writeJson } from "../../lib/storage";

/**
 * A landing address's utm_* parameters, kept on this device for 7 days (spec §4 "UTM"). A visit
 * without them leaves an earlier campaign in place.
 */
export function rememberUtm(search: string, now: Date): void {
  const record = buildUtmRecord(Object.fromEntries(new URLSearchParams(search)), now);
  if (record) writeJson(STORAGE_KEYS.utmData, record);
}

/** The stored record while it is valid; an expired (or unreadable) one is cleared. */
export function storedUtm(now: Date): UtmRecord | null {
  const stored = readJson(STORAGE_KEYS.utmData);
  const record =
    typeof stored === "object" && stored !== null && "expiry_date" in stored
      ? (stored as UtmRecord)
      : null;
  if (!record || typeof record.expiry_date !== "string" || isUtmExpired(record, now)) {
    if (stored !== null) removeItem(STORAGE_KEYS.utmData);
    return null;
  }
  return record;
}

// Header values must be ISO-8859-1: a campaign named « rentrée » is sent as JSON's \u00e9.
const asciiJson = (json: string) =>
  json.replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);

/** The utm header for a call: only with a token and a valid record (spec §7). */
export function utmHeaders(token: string | null, now: Date): Record<string, string> {
  const value = utmHeaderValue(storedUtm(now), token, now);
  return value ? { [UTM_HEADER]: asciiJson(value) } : {};
}
