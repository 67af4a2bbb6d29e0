import type { OfferSummary } from "../entities/offer";

/**
 * Limited-time only while `now` lies within [lto_start_date, lto_end_date], both ends included.
 * The server flag must be set too; a missing or unreadable bound means "not limited".
 */
export function isLimitedTime(
  offer: Pick<OfferSummary, "is_limited_time" | "lto_start_date" | "lto_end_date">,
  now: Date,
): boolean {
  if (!offer.is_limited_time || !offer.lto_start_date || !offer.lto_end_date) return false;
  const start = Date.parse(offer.lto_start_date);
  const end = Date.parse(offer.lto_end_date);
  if (Number.isNaN(start) || Number.isNaN(end)) return false;
  const t = now.getTime();
  return t >= start && t <= end;
}

/** Flags set from an offer fetch error message: delisted, or gone (expired / not found). */
export function offerFetchFlags(message: string | null | undefined): {
  delisted: boolean;
  gone: boolean;
} {
  const text = message ?? "";
  if (text === "Offer delisted") return { delisted: true, gone: false };
  if (text === "Offer expired" || text.includes("Offer not found")) {
    return { delisted: false, gone: true };
  }
  return { delisted: false, gone: false };
}
