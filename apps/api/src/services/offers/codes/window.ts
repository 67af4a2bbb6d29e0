/** The limited-time fields of an offer row. */
export interface LimitedTimeWindow {
  isLimitedTime: boolean;
  ltoStartDate: Date | null;
  ltoEndDate: Date | null;
}

/**
 * Where `now` lies against a limited-time offer's window. A limited-time offer's deal exists only
 * inside [lto_start_date, lto_end_date], both ends included (the same bounds as the shared
 * isLimitedTime rule of spec §4); outside it the offer may still be listed (an ended deal, a
 * "coming soon" teaser) but nothing can be revealed. An offer that is not limited-time, or whose
 * window is incomplete, is always "open". The bounds are instants (timestamptz), so no time zone
 * is involved in the comparison.
 */
export function windowState(offer: LimitedTimeWindow, now: Date): "open" | "not_started" | "ended" {
  if (!offer.isLimitedTime || !offer.ltoStartDate || !offer.ltoEndDate) return "open";
  const t = now.getTime();
  if (t < offer.ltoStartDate.getTime()) return "not_started";
  if (t > offer.ltoEndDate.getTime()) return "ended";
  return "open";
}
