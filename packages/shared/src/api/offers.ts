import { z } from "zod";
import { OFFERS_PAGE_SIZE } from "../constants";
import { adDisplayPageSchema, adsModalRecordSchema } from "../entities/ads";
import { categorySchema, subcategorySchema } from "../entities/category";
import { codeModeSchema } from "../entities/codes";
import { offerDetailSchema, offerSchema, offerSummarySchema } from "../entities/offer";
import { offerFilterSchema, offerSortSchema } from "../entities/offer-query";
import { partnerSchema } from "../entities/partner";
import { timestampSchema } from "../entities/wire";
import { dbIdParamSchema, pageParamSchema } from "../rules/storable";

/*
 * Contract of the catalogue reads of the offers service (spec §7), mounted at /api/offers.
 * Query strings arrive as text: numbers are coerced, lists are comma-separated (`a,b`; repeating
 * the parameter works too), unknown list values are a 400, never silently dropped.
 */

/** Largest page a client may ask for. */
export const OFFERS_MAX_PAGE_SIZE = 100;
/** Largest `distance` (km) a location filter accepts. */
export const OFFERS_MAX_DISTANCE_KM = 500;
/** Offers returned by GET /offer/{id}/related/offers at most. */
export const RELATED_OFFERS_LIMIT = 12;
/** Top offers of a category returned as `featured` when load_feature_offers is set. */
export const FEATURED_OFFERS_LIMIT = 6;
/** Trending offers: the short strip, and the `full=true` list. */
export const TRENDING_OFFERS_LIMIT = 12;
export const TRENDING_OFFERS_FULL_LIMIT = 48;

function commaList<T extends z.ZodType>(item: T) {
  return z.preprocess((value) => {
    if (value === undefined || value === null || value === "") return [];
    const parts = (Array.isArray(value) ? value : [value]).flatMap((part) =>
      String(part).split(","),
    );
    return parts.map((part) => part.trim()).filter((part) => part !== "");
  }, z.array(item));
}

const booleanFlag = z.preprocess(
  (value) =>
    value === "true" || value === "1" ? true : value === "false" || value === "0" ? false : value,
  z.boolean(),
);

/**
 * `offer_filters`: AND semantics — an offer must match every listed filter (`online,lto` = online
 * offers that are limited-time right now). `new` matches a new offer or an offer of a new partner.
 */
export const offerFiltersParamSchema = commaList(offerFilterSchema);
/** `subcategory_filters`: OR semantics — an offer in any of the listed subcategories. */
export const subcategoryFiltersParamSchema = commaList(dbIdParamSchema);

/** Paging and ordering shared by every paginated listing. */
const listingQueryShape = {
  current_page: pageParamSchema.default(1),
  page_size: z.coerce.number().int().min(1).max(OFFERS_MAX_PAGE_SIZE).default(OFFERS_PAGE_SIZE),
  sort_by: offerSortSchema.default("views"),
  offer_filters: offerFiltersParamSchema.default([]),
  subcategory_filters: subcategoryFiltersParamSchema.default([]),
  /**
   * With `distance` (km), restricts the listing to in-store offers with a store within that
   * distance of the postal code (or of lat/lon when no postal code is given), nearest first.
   */
  postal_code: z.string().trim().min(3).max(10).optional(),
  distance: z.coerce.number().positive().max(OFFERS_MAX_DISTANCE_KM).optional(),
  lat: z.coerce.number().min(-90).max(90).optional(),
  lon: z.coerce.number().min(-180).max(180).optional(),
};

/** GET /v5/offers/summary. `firebase_uid` is accepted and ignored: the member comes from the session. */
export const offersSummaryQuerySchema = z.object({
  firebase_uid: z.string().max(128).optional(),
  ...listingQueryShape,
});

/** GET /v4/offers/summary (premium: the SPC+ offers only). */
export const premiumOffersSummaryQuerySchema = offersSummaryQuerySchema;

/** GET /v4/offers/category/{id}: also the category's top offers when load_feature_offers=true. */
export const categoryOffersQuerySchema = z.object({
  ...listingQueryShape,
  load_feature_offers: booleanFlag.default(false),
});

/** An `{id}` that is a numeric id or a url_name slug (categories). */
export const idOrSlugParamsSchema = z.object({ id: z.string().min(1).max(120) });
/** A numeric `{id}` path parameter. */
export const numericIdParamsSchema = z.object({ id: dbIdParamSchema });
/** A partner `{name}` path parameter: the partner's url_name. */
export const partnerNameParamsSchema = z.object({ name: z.string().min(1).max(120) });

/**
 * One offer card of every listing: the spec §3 summary fields plus what a card needs to link and
 * render (partner url_name, category, image, discount label). `is_limited_time` is computed: true
 * only while now lies inside the LTO window. `distance_km` is the nearest store's distance when a
 * location filter was applied, else null.
 */
export const offerCardSchema = offerSummarySchema.extend({
  partner_url_name: z.string(),
  /** The partner's logo (a square picture), shown on the card's picture. */
  partner_logo_url: z.string().nullable(),
  category_id: z.number().int(),
  image_url: z.string().nullable(),
  discount_label_en: z.string().nullable(),
  discount_label_fr: z.string().nullable(),
  distance_km: z.number().nonnegative().nullable(),
});
export type OfferCard = z.infer<typeof offerCardSchema>;

export const paginationSchema = z.object({
  current_page: z.number().int().min(1),
  page_size: z.number().int().min(1),
  total: z.number().int().nonnegative(),
  total_pages: z.number().int().nonnegative(),
  /**
   * POST /v2/search only: more offers match than a search ranks (500), so `total` is a floor —
   * show "500+". Absent or false: `total` is exact.
   */
  total_is_estimate: z.boolean().optional(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** GET /v5/offers/summary, GET /v4/offers/summary */
export const offersPageResponseSchema = z.object({
  data: z.array(offerCardSchema),
  pagination: paginationSchema,
});
export type OffersPageResponse = z.infer<typeof offersPageResponseSchema>;

/** A list of offer cards without paging. */
export const offerCardsResponseSchema = z.object({ data: z.array(offerCardSchema) });
export type OfferCardsResponse = z.infer<typeof offerCardsResponseSchema>;

/** GET /v4/offers/category/{id}; `featured` only when load_feature_offers=true. */
export const categoryOffersResponseSchema = offersPageResponseSchema.extend({
  category: categorySchema,
  featured: z.array(offerCardSchema).optional(),
});
export type CategoryOffersResponse = z.infer<typeof categoryOffersResponseSchema>;

/** GET /v4/categoryData/{id}: the category with subcategories and active-offer counts. */
export const categoryDataResponseSchema = z.object({
  category: categorySchema.extend({
    offer_count: z.number().int().nonnegative(),
    subcategories: z.array(
      subcategorySchema.extend({ offer_count: z.number().int().nonnegative() }),
    ),
  }),
});
export type CategoryDataResponse = z.infer<typeof categoryDataResponseSchema>;

/** A partner as the offer and partner pages show it. */
export const partnerDetailSchema = partnerSchema.extend({
  description_en: z.string(),
  description_fr: z.string(),
  logo_url: z.string().nullable(),
  website_url: z.string().nullable(),
});
export type PartnerDetail = z.infer<typeof partnerDetailSchema>;

/**
 * GET /v2/offers/{id}: the offer with its legal text and partner (spec §3). `legal` is the
 * English legal text (the shared entity's field); `legal_en` / `legal_fr` carry both languages.
 * Errors: 404 offer_not_found "Offer not found", 410 offer_delisted "Offer delisted", 410
 * offer_expired "Offer expired" — with `error.details.partner_url_name` when the partner is known.
 */
export const offerDetailResponseSchema = offerDetailSchema.extend({
  offer: offerSchema.extend({
    legal: z.string().nullable(),
    legal_en: z.string().nullable(),
    legal_fr: z.string().nullable(),
    description_en: z.string(),
    description_fr: z.string(),
    online: z.boolean(),
    in_store: z.boolean(),
    is_new_offer: z.boolean(),
    is_new_partner: z.boolean(),
    image_url: z.string().nullable(),
    discount_label_en: z.string().nullable(),
    discount_label_fr: z.string().nullable(),
    start_date: timestampSchema,
    end_date: timestampSchema.nullable(),
    subcategory_ids: z.array(z.number().int()),
    partner_id: z.number().int(),
    /** How the offer is redeemed (spec §3 code modes): `no_code` online means link-only. */
    code_mode: codeModeSchema,
  }),
  partner: partnerDetailSchema,
});
export type OfferDetailResponse = z.infer<typeof offerDetailResponseSchema>;

/** GET /offerLegal?offer_id= */
export const offerLegalQuerySchema = z.object({ offer_id: dbIdParamSchema });
export const offerLegalResponseSchema = z.object({
  offer_id: z.number().int(),
  legal_en: z.string(),
  legal_fr: z.string(),
});

/** GET /proxy/website/{name}/url: where the partner's website lives. */
export const partnerWebsiteResponseSchema = z.object({ url: z.string() });

/** GET /v2/offers/partner/{name}: the partner (by url_name) with its active offers by views. */
export const partnerOffersResponseSchema = z.object({
  partner: partnerDetailSchema,
  data: z.array(offerCardSchema),
});
export type PartnerOffersResponse = z.infer<typeof partnerOffersResponseSchema>;

/** A curated collection (weekly deals) without its offers. */
export const collectionSchema = z.object({
  id: z.number().int(),
  name_en: z.string(),
  name_fr: z.string(),
  description_en: z.string(),
  description_fr: z.string(),
  image_url: z.string().nullable(),
  sort_order: z.number().int(),
  offer_count: z.number().int().nonnegative(),
});
export type Collection = z.infer<typeof collectionSchema>;

/** GET /v2/collection */
export const collectionsResponseSchema = z.object({ data: z.array(collectionSchema) });
/** GET /v2/collection/{id}: the collection and its active offers in curated order. */
export const collectionResponseSchema = z.object({
  collection: collectionSchema,
  data: z.array(offerCardSchema),
});
export type CollectionResponse = z.infer<typeof collectionResponseSchema>;
/** GET /v4/collections: every collection with its offers (the deals page rows). */
export const collectionsWithOffersResponseSchema = z.object({
  data: z.array(collectionSchema.extend({ offers: z.array(offerCardSchema) })),
});
export type CollectionsWithOffersResponse = z.infer<typeof collectionsWithOffersResponseSchema>;

/** GET /v2/trendingOffers: most viewed active offers; `category` is an id or url_name. */
export const trendingOffersQuerySchema = z.object({
  full: booleanFlag.default(false),
  category: z.string().min(1).max(120).optional(),
});
/** GET /offer/trending/active: whether the trending section has anything, and its offers. */
export const trendingActiveResponseSchema = z.object({
  active: z.boolean(),
  data: z.array(offerCardSchema),
});

/** GET /v4/ads: active ads pop-up records, optionally of one display_page; tier filter is the client's. */
export const adsQuerySchema = z.object({ display_page: adDisplayPageSchema.optional() });
export const adsResponseSchema = z.object({ data: z.array(adsModalRecordSchema) });

/** Section kinds of the deals page, in the order GET /theme/order gives them. */
export const THEME_SECTION_TYPES = [
  "limited_time",
  "trending",
  "spc_plus",
  "new_offers",
  "collection",
] as const;
export const themeSectionSchema = z.object({
  /** Stable key: the type, or `collection:{id}` for a collection row. */
  key: z.string(),
  type: z.enum(THEME_SECTION_TYPES),
  collection_id: z.number().int().nullable(),
});
export type ThemeSection = z.infer<typeof themeSectionSchema>;
/** GET /theme/order: the deals page sections, top to bottom. */
export const themeOrderResponseSchema = z.object({ data: z.array(themeSectionSchema) });
export type ThemeOrderResponse = z.infer<typeof themeOrderResponseSchema>;
