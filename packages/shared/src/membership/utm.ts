import { UTM_MAX_AGE_MS } from "../constants";
import { UTM_PARAMS, type UtmParam, type UtmRecord } from "../entities/utm";

/**
 * A UTM record from landing query values, valid 7 days from `now`; null when the link carries no
 * utm parameter (so a plain visit never overwrites an earlier campaign).
 */
export function buildUtmRecord(
  query: Readonly<Partial<Record<UtmParam | string, string | null | undefined>>>,
  now: Date,
): UtmRecord | null {
  const record: Partial<Record<UtmParam, string>> = {};
  for (const key of UTM_PARAMS) {
    const value = query[key]?.trim();
    if (value) record[key] = value;
  }
  if (Object.keys(record).length === 0) return null;
  return {
    ...record,
    start_date: now.toISOString(),
    expiry_date: new Date(now.getTime() + UTM_MAX_AGE_MS).toISOString(),
  };
}

/** Expired once `now` reaches the record's expiry; an unreadable expiry counts as expired. */
export function isUtmExpired(record: Pick<UtmRecord, "expiry_date">, now: Date): boolean {
  const expiry = Date.parse(record.expiry_date);
  return Number.isNaN(expiry) || now.getTime() >= expiry;
}

/**
 * The utm header value: the record as JSON, sent only with a token and an unexpired record
 * (the caller clears an expired one). Null means "send no header".
 */
export function utmHeaderValue(
  record: UtmRecord | null | undefined,
  token: string | null | undefined,
  now: Date,
): string | null {
  if (!record || !token || isUtmExpired(record, now)) return null;
  return JSON.stringify(record);
}
