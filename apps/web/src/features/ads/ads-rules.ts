import {
  type AdsModalRecord,
  adMatchesPage,
  type ClickRecord,
  canShowAd,
  recordsForTier,
} from "@spc/shared";
import { readJson, writeJson } from "../../lib/storage";

/** Local record of the pop-ups shown, read by the throttle (spec §4 "Ads throttle"). */
export const ADS_SHOWN_KEY = "ads_shown";
// A year of shows is more than any display_period needs; older ones are dropped on write.
const KEEP_MS = 366 * 24 * 60 * 60 * 1000;

/** The shows stored under `key` (the ads' by default; the e-mail pop-up keeps its own). */
export function readShows(key = ADS_SHOWN_KEY): ClickRecord[] {
  const stored = readJson(key);
  if (!Array.isArray(stored)) return [];
  return stored.filter(
    (entry): entry is ClickRecord =>
      typeof entry?.id === "number" && typeof entry?.timestamp === "number",
  );
}

export function recordShow(id: number, now: Date, key = ADS_SHOWN_KEY): void {
  const cutoff = now.getTime() - KEEP_MS;
  const kept = readShows(key).filter((show) => show.timestamp > cutoff);
  writeJson(key, [...kept, { id, timestamp: now.getTime() }]);
}

/** The first ad of the viewer's tier meant for this page that the throttle lets through. */
export function pickAd(
  records: readonly AdsModalRecord[],
  pathname: string,
  isPlus: boolean,
  shows: readonly ClickRecord[],
  now: Date,
): AdsModalRecord | null {
  return (
    recordsForTier(records, isPlus)
      .filter((record) => adMatchesPage(record.display_page, pathname))
      .find((record) => canShowAd(record, shows, now)) ?? null
  );
}
