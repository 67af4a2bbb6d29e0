import { z } from "zod";
import { partnerSchema } from "./partner";
import { timestampSchema } from "./wire";

/**
 * One card of an offers listing (spec §3 "Offer summary"). The spec's field list has no identity
 * or title; `offer_id`, `title_en` and `title_fr` are added because a listing cannot link or label
 * an offer without them. LTO bounds are instants and null when the offer has no window.
 */
export const offerSummarySchema = z.object({
  offer_id: z.number().int(),
  title_en: z.string(),
  title_fr: z.string(),
  online: z.boolean(),
  in_store: z.boolean(),
  is_spc_plus: z.boolean(),
  is_limited_time: z.boolean(),
  lto_start_date: timestampSchema.nullable(),
  lto_end_date: timestampSchema.nullable(),
  is_new_offer: z.boolean(),
  is_new_partner: z.boolean(),
  subcategory_ids: z.array(z.number().int()),
  partner_id: z.number().int(),
  partner_name: z.string(),
  views: z.number().int().nonnegative(),
  discount_rank: z.number(),
  start_date: timestampSchema,
});
export type OfferSummary = z.infer<typeof offerSummarySchema>;

/** An offer as fetched alone (spec §3 "Offer"); `category` is the category id. */
export const offerSchema = z.object({
  offer_id: z.number().int(),
  title_en: z.string(),
  title_fr: z.string(),
  is_limited_time: z.boolean(),
  lto_start_date: timestampSchema.nullable(),
  lto_end_date: timestampSchema.nullable(),
  category: z.number().int(),
  is_spc_plus: z.boolean(),
});
export type Offer = z.infer<typeof offerSchema>;

/** The offer detail answer: the offer with its legal text (markdown, may be absent) and partner. */
export const offerDetailSchema = z.object({
  offer: offerSchema.extend({ legal: z.string().nullable() }),
  partner: partnerSchema,
});
