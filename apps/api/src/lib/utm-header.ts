import { isUtmExpired, type Tracking, type UtmRecord, utmRecordSchema } from "@spc/shared";

/**
 * The UTM record a client sent in the utm header (spec §7: JSON of the stored record), or null
 * when there is none, it is not JSON, not a record, or expired. Attribution is a hint: a bad
 * header never fails the member's request.
 */
export function utmFromHeader(value: string | string[] | undefined, now: Date): UtmRecord | null {
  if (typeof value !== "string" || value.length === 0 || value.length > 4096) return null;
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    return null;
  }
  const parsed = utmRecordSchema.safeParse(json);
  if (!parsed.success || isUtmExpired(parsed.data, now)) return null;
  return parsed.data;
}

/** A registration's attribution: the body's record, else the header's; null when neither. */
export function signUpTracking(
  body: Tracking | undefined,
  header: UtmRecord | null,
): Tracking | null {
  const utm = body?.utm ?? header ?? undefined;
  return utm ? { utm } : null;
}

/** The campaign columns a purchase keeps (orders and their payment intents, decision 0051). */
export interface OrderAttribution {
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
}

/**
 * A purchase's attribution from its utm header: source, medium and campaign, or null when the
 * header is missing, malformed, expired or names none of them. Never throws.
 */
export function orderAttribution(
  value: string | string[] | undefined,
  now: Date,
): OrderAttribution | null {
  const utm = utmFromHeader(value, now);
  if (!utm || !(utm.utm_source || utm.utm_medium || utm.utm_campaign)) return null;
  return {
    utmSource: utm.utm_source ?? null,
    utmMedium: utm.utm_medium ?? null,
    utmCampaign: utm.utm_campaign ?? null,
  };
}
