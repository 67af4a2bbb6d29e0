import type { BtsMarketOffersResponse, GiftCardAvailabilityResponse, OfferCard } from "@spc/shared";
import type { StoreCampaignKind } from "../../db/schema";
import { createTtlCache } from "../../lib/ttl-cache";
import {
  membershipsSoldBetween,
  type RunningCampaign,
  runningCampaign,
} from "./campaigns-repository";
import type { ContentContext } from "./reads";

/**
 * The catalogue side of the marketplace, passed in by the store routes (the content domain
 * does not import the offers service): the listed offers of a collection, in its order.
 */
export interface MarketplaceCatalogue {
  collectionCards(collectionId: number): Promise<OfferCard[]>;
}

function running(
  context: ContentContext,
  kind: StoreCampaignKind,
): Promise<RunningCampaign | null> {
  return context.cache.get(JSON.stringify(["campaign", kind]), () =>
    runningCampaign(context.db, kind),
  );
}

/**
 * GET /api/store/bts-market-offers: the back-to-school marketplace running now and the listed
 * offers of its collection; none running (or no collection), no offers.
 */
export async function btsMarketOffers(
  context: ContentContext,
  catalogue: MarketplaceCatalogue,
): Promise<BtsMarketOffersResponse> {
  const campaign = await running(context, "bts_market");
  if (!campaign) return { campaign: null, data: [] };
  const data =
    campaign.collectionId === null ? [] : await catalogue.collectionCards(campaign.collectionId);
  return { campaign: campaign.wire, data };
}

/** Sales move the count: it is read again after ten seconds at most. */
const SOLD_COUNT_TTL_MS = 10_000;

/**
 * GET /api/offers/boxing_day/gift_card/is_available: a published Boxing Day gift-card campaign
 * runs now and, when it has a stock, fewer memberships were bought online since it started than
 * it has gift cards (each purchase takes one).
 */
export function createGiftCardAvailability(context: ContentContext) {
  const soldCounts = createTtlCache<number>(SOLD_COUNT_TTL_MS);
  return async function giftCardAvailability(): Promise<GiftCardAvailabilityResponse> {
    const campaign = await running(context, "boxing_day_gift_card");
    if (!campaign) return { is_available: false, campaign: null, remaining: null };
    if (campaign.stock === null)
      return { is_available: true, campaign: campaign.wire, remaining: null };
    const sold = await soldCounts.get(campaign.wire.slug, () =>
      membershipsSoldBetween(context.db, campaign.startsAt, campaign.endsAt),
    );
    const remaining = Math.max(0, campaign.stock - sold);
    return { is_available: remaining > 0, campaign: campaign.wire, remaining };
  };
}
