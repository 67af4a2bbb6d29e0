import type { TopBannerStatusResponse } from "@spc/shared";
import { and, asc, eq, gt, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { promoCodes } from "../../../db/schema";

const NO_CAMPAIGN: TopBannerStatusResponse = {
  show: false,
  promo_code: null,
  discount: null,
  ends_at: null,
};

/**
 * The running promo campaign the top banner advertises (spec §7 GET /topBannerStatus): an active
 * public promo code with an end date, running now, not used up; the one ending first.
 */
export async function readTopBannerStatus(
  db: Db,
  now = new Date(),
): Promise<TopBannerStatusResponse> {
  const [campaign] = await db
    .select()
    .from(promoCodes)
    .where(
      and(
        eq(promoCodes.kind, "promo"),
        eq(promoCodes.active, true),
        isNotNull(promoCodes.endsAt),
        gt(promoCodes.endsAt, now),
        or(isNull(promoCodes.startsAt), lte(promoCodes.startsAt, now)),
        or(
          isNull(promoCodes.maxRedemptions),
          sql`${promoCodes.redemptionCount} < ${promoCodes.maxRedemptions}`,
        ),
      ),
    )
    .orderBy(asc(promoCodes.endsAt))
    .limit(1);
  if (!campaign?.endsAt) return NO_CAMPAIGN;
  return {
    show: true,
    promo_code: campaign.code,
    discount: { type: campaign.discountType, value: campaign.discountValue },
    ends_at: campaign.endsAt.toISOString(),
  };
}

/** How long the pages' copy of the status is kept (decision 0050): a campaign starts within it. */
export const TOP_BANNER_CACHE_MS = 60_000;

/**
 * The status for the pages' HTML (decision 0050), read at most once a minute whatever the traffic,
 * and never past the campaign's end. A failed read keeps the last answer (or none).
 */
export function cachedTopBannerStatus(
  db: Db,
  clock: () => number = Date.now,
): () => Promise<TopBannerStatusResponse> {
  let kept: { status: TopBannerStatusResponse; until: number } | null = null;
  let pending: Promise<TopBannerStatusResponse> | null = null;
  return async () => {
    const now = clock();
    if (kept && now < kept.until) return kept.status;
    pending ??= readTopBannerStatus(db, new Date(now))
      .then((status) => {
        const ends = status.ends_at ? Date.parse(status.ends_at) : Number.POSITIVE_INFINITY;
        kept = { status, until: Math.min(now + TOP_BANNER_CACHE_MS, ends) };
        return status;
      })
      .catch(() => kept?.status ?? NO_CAMPAIGN)
      .finally(() => {
        pending = null;
      });
    return pending;
  };
}
