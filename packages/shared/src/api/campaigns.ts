import { z } from "zod";
import { timestampSchema } from "../entities/wire";
import { offerCardSchema } from "./offers";

/*
 * Seasonal store campaigns (decision 0034): the back-to-school marketplace of /bts-market-landing
 * (GET /api/store/bts-market-offers) and the Boxing Day gift card (GET
 * /api/offers/boxing_day/gift_card/is_available, spec §7). A campaign runs while now lies in
 * [starts_at, ends_at) and it is published.
 */

/** The running campaign: its title and markdown terms in both languages, and its window. */
export const storeCampaignSchema = z.object({
  slug: z.string(),
  title_en: z.string(),
  title_fr: z.string(),
  /** Markdown: what the campaign gives and on what conditions. */
  body_en: z.string(),
  body_fr: z.string(),
  starts_at: timestampSchema,
  ends_at: timestampSchema,
});
export type StoreCampaign = z.infer<typeof storeCampaignSchema>;

/**
 * GET /api/store/bts-market-offers: the marketplace running now and its offers (the listed
 * offers of its collection, in the collection's order; SPC+ offers included as teasers). No
 * marketplace running: `campaign` null and no offers.
 */
export const btsMarketOffersResponseSchema = z.object({
  campaign: storeCampaignSchema.nullable(),
  data: z.array(offerCardSchema),
});
export type BtsMarketOffersResponse = z.infer<typeof btsMarketOffersResponseSchema>;

/**
 * GET /api/offers/boxing_day/gift_card/is_available: true while a Boxing Day gift-card campaign
 * runs and gift cards remain (`remaining`: null when the campaign has no limit, else the gift
 * cards left — one per membership bought online since the campaign started).
 */
export const giftCardAvailabilityResponseSchema = z.object({
  is_available: z.boolean(),
  campaign: storeCampaignSchema.nullable(),
  remaining: z.number().int().nonnegative().nullable(),
});
export type GiftCardAvailabilityResponse = z.infer<typeof giftCardAvailabilityResponseSchema>;
