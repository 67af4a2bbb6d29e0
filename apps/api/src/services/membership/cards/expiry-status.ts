import {
  EXPIRY_BANNER_DAYS,
  EXPIRY_WARNING_TIERS_DAYS,
  type ExpiryStatusResponse,
} from "@spc/shared";
import { and, eq, gt, or } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { cardRenewals } from "../../../db/schema";
import type { Card } from "./issue-card";
import { cardsOf, isRowValid } from "./repository";

/** The smallest listed value ≥ days (the notice says "within N days"); past the last → null. */
export function snapDays(days: number, values: readonly number[]): number | null {
  const sorted = [...values].sort((a, b) => a - b);
  if (days <= 0) return 0;
  return sorted.find((value) => value >= days) ?? null;
}

/** Whole days from today (UTC) to a calendar day; negative once past. */
export function daysUntil(day: string, now: Date): number {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Math.round((Date.parse(`${day}T00:00:00Z`) - today) / 86_400_000);
}

const NONE = { success: false, type: "subscription", days: 0 } as const;

/**
 * The expiry notice of a member (spec §3 Expiry notice, §4 banners), from their cards:
 * - a valid bank (cibc) or campus card: nothing (nobody pays for those);
 * - the latest-expiring own-brand card is still valid and has a FAILED renewal for its current
 *   period (or a retry of it being charged):
 *   `payment`, days snapped to the banner values 0, 2, 7, 14, 30, 60;
 * - it is valid, not a trial, auto-renew off, and expires within 30 days: `auto-renew`, days
 *   snapped to the tiers 0, 7, 14, 30;
 * - every card expired: `subscription` (resubscribe), days 0;
 * - otherwise `success: false` (no banner, no modal).
 */
export async function expiryStatus(
  db: Db,
  user: { id: string; email: string },
  now = new Date(),
): Promise<ExpiryStatusResponse> {
  const rows = await cardsOf(db, user.id);
  const base = { email: user.email, expiry_date: null };
  if (rows.length === 0) return { ...NONE, ...base };
  if (rows.some((row) => row.cobrand !== "spc" && isRowValid(row, now))) {
    return { ...NONE, ...base };
  }
  const own = rows
    .filter((row) => row.cobrand === "spc" && row.userId !== null && row.expiryDate !== null)
    .sort((a, b) => (b.expiryDate ?? "").localeCompare(a.expiryDate ?? ""));
  const main: Card | undefined = own[0];
  if (!main?.expiryDate) return { ...NONE, ...base };
  const days = daysUntil(main.expiryDate, now);
  const withDay = { email: user.email, expiry_date: main.expiryDate };

  const [failed] = await db
    .select({ id: cardRenewals.id })
    .from(cardRenewals)
    .where(
      and(
        eq(cardRenewals.cardId, main.id),
        eq(cardRenewals.periodEnd, main.expiryDate),
        // A retry in flight (pending, attempt > 1) keeps the notice: no blink during the charge.
        or(
          eq(cardRenewals.status, "failed"),
          and(eq(cardRenewals.status, "pending"), gt(cardRenewals.attempts, 1)),
        ),
      ),
    )
    .limit(1);
  // Only while the card is still valid: /billing (where the banner sends the member) is open to
  // valid own-brand cards only; once expired the notice is "subscription" (resubscribe).
  if (failed && isRowValid(main, now)) {
    const snapped = snapDays(days, EXPIRY_BANNER_DAYS);
    if (snapped !== null) return { success: true, type: "payment", days: snapped, ...withDay };
  }
  if (!rows.some((row) => isRowValid(row, now))) {
    return { success: true, type: "subscription", days: 0, ...withDay };
  }
  if (isRowValid(main, now) && !main.isTrial && !main.autoRenew) {
    const snapped = snapDays(days, EXPIRY_WARNING_TIERS_DAYS);
    if (snapped !== null) return { success: true, type: "auto-renew", days: snapped, ...withDay };
  }
  return { ...NONE, ...withDay };
}
