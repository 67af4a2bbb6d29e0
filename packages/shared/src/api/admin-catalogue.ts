import { z } from "zod";
import { AD_DISPLAY_PAGES, EMAIL_OPT_DISPLAY_PAGES } from "../entities/ads";
import { COBRANDS } from "../entities/card-constants";
import { codeModeSchema, codeTypeSchema } from "../entities/codes";
import { timestampSchema } from "../entities/wire";
import { ADMIN_PAGE_SIZES } from "./admin-constants";

/*
 * Back-office catalogue contract (/api/admin/partners…, decision 0042). Bodies are the columns an
 * editor may change; ids, counters, search documents and timestamps are the server's.
 */

/** The slug of /deals/:partnerUrlName: lower-case words joined by dashes. */
export const urlNameSchema = z
  .string()
  .trim()
  .min(2)
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lower-case letters, digits and single dashes");

const httpsUrlSchema = z.url({ protocol: /^https?$/ }).max(500);

const pageSizeSchema = z.coerce
  .number()
  .int()
  .refine((size) => (ADMIN_PAGE_SIZES as readonly number[]).includes(size), {
    message: `one of ${ADMIN_PAGE_SIZES.join(", ")}`,
  });

/** A table page of the back office: 1-based page, a size from ADMIN_PAGE_SIZES, text search. */
export const adminListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: pageSizeSchema.default(25),
});

export const partnerListQuerySchema = adminListQuerySchema.extend({
  sort: z.enum(["name", "-name", "created", "-created", "offers", "-offers"]).default("name"),
  active: z.enum(["true", "false"]).optional(),
});
export type PartnerListQuery = z.infer<typeof partnerListQuerySchema>;

export const adminPartnerRowSchema = z.object({
  id: z.number().int(),
  partner_name: z.string(),
  url_name: z.string(),
  logo_url: z.string().nullable(),
  is_active: z.boolean(),
  offer_count: z.number().int(),
  created_at: timestampSchema,
});
export type AdminPartnerRow = z.infer<typeof adminPartnerRowSchema>;

export const partnerListResponseSchema = z.object({
  items: z.array(adminPartnerRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});

const partnerFieldsSchema = z.object({
  partner_name: z.string().trim().min(1).max(120),
  url_name: urlNameSchema,
  description_en: z.string().max(4000),
  description_fr: z.string().max(4000),
  website_url: httpsUrlSchema.nullable(),
  is_active: z.boolean(),
});

/** POST: a new partner; what is left out takes its default. */
export const partnerBodySchema = partnerFieldsSchema.extend({
  description_en: partnerFieldsSchema.shape.description_en.default(""),
  description_fr: partnerFieldsSchema.shape.description_fr.default(""),
  website_url: partnerFieldsSchema.shape.website_url.default(null),
  is_active: partnerFieldsSchema.shape.is_active.default(true),
});
export type PartnerBody = z.infer<typeof partnerBodySchema>;

/** PATCH: any subset of the fields (no defaults: what is left out is left alone), at least one. */
export const partnerPatchSchema = partnerFieldsSchema
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, { message: "nothing to change" });

export const adminPartnerSchema = z.object({
  id: z.number().int(),
  partner_name: z.string(),
  url_name: z.string(),
  description_en: z.string(),
  description_fr: z.string(),
  website_url: z.string().nullable(),
  logo_url: z.string().nullable(),
  is_active: z.boolean(),
  created_at: timestampSchema,
});
export type AdminPartner = z.infer<typeof adminPartnerSchema>;

/* Offers */

/** Offer states in the back office: a draft is never public; active is "published". */
export const ADMIN_OFFER_STATUSES = ["draft", "active", "delisted", "expired"] as const;

export const offerListQuerySchema = adminListQuerySchema.extend({
  status: z.enum(ADMIN_OFFER_STATUSES).optional(),
  partner_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  category_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  sort: z.enum(["title", "-title", "updated", "-updated", "views", "-views"]).default("-updated"),
});
export type OfferListQuery = z.infer<typeof offerListQuerySchema>;

export const adminOfferRowSchema = z.object({
  id: z.number().int(),
  title_en: z.string(),
  title_fr: z.string(),
  partner_id: z.number().int(),
  partner_name: z.string(),
  category_id: z.number().int(),
  status: z.enum(ADMIN_OFFER_STATUSES),
  is_spc_plus: z.boolean(),
  online: z.boolean(),
  in_store: z.boolean(),
  code_type: codeTypeSchema,
  views: z.number().int(),
  updated_at: timestampSchema,
});
export type AdminOfferRow = z.infer<typeof adminOfferRowSchema>;

export const offerListResponseSchema = z.object({
  items: z.array(adminOfferRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});

const idSchema = z.number().int().positive().max(2_147_483_647);
const dateSchema = timestampSchema;
const bilingualLabel = z.string().trim().max(40).nullable();

const offerFieldsSchema = z.object({
  partner_id: idSchema,
  category_id: idSchema,
  subcategory_ids: z.array(idSchema).max(20),
  tag_ids: z.array(idSchema).max(30),
  title_en: z.string().trim().min(1).max(160),
  title_fr: z.string().trim().min(1).max(160),
  description_en: z.string().max(4000),
  description_fr: z.string().max(4000),
  legal_en: z.string().max(8000),
  legal_fr: z.string().max(8000),
  online: z.boolean(),
  in_store: z.boolean(),
  is_spc_plus: z.boolean(),
  is_new_offer: z.boolean(),
  is_limited_time: z.boolean(),
  lto_start_date: dateSchema.nullable(),
  lto_end_date: dateSchema.nullable(),
  start_date: dateSchema,
  end_date: dateSchema.nullable(),
  discount_rank: z.number().int().min(0).max(1000),
  discount_value: z.number().int().min(0).max(100_000).nullable(),
  discount_label_en: bilingualLabel,
  discount_label_fr: bilingualLabel,
  code_type: codeTypeSchema,
  code_mode: codeModeSchema,
  static_code: z.string().trim().min(1).max(100).nullable(),
  offer_url: httpsUrlSchema.nullable(),
  offer_url_fr: httpsUrlSchema.nullable(),
});

type OfferFields = z.infer<typeof offerFieldsSchema>;

/** Rules across fields, kept by both the create and the change of an offer (after merging). */
export function offerFieldProblems(offer: OfferFields): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  if (!offer.online && !offer.in_store) {
    problems.push({ path: "online", message: "an offer is online, in store or both" });
  }
  if (offer.lto_start_date && offer.lto_end_date && offer.lto_start_date > offer.lto_end_date) {
    problems.push({ path: "lto_end_date", message: "the window ends before it starts" });
  }
  if (offer.is_limited_time && (!offer.lto_start_date || !offer.lto_end_date)) {
    problems.push({ path: "lto_start_date", message: "a limited-time offer needs its window" });
  }
  if (offer.end_date && Date.parse(offer.end_date) <= Date.parse(offer.start_date)) {
    problems.push({ path: "end_date", message: "the offer ends before it starts" });
  }
  // The code a static offer shows (mode static, or a pool mode on a static code type).
  const pooled = offer.code_mode === "random" || offer.code_mode === "unique";
  const showsStatic = offer.code_mode === "static" || (pooled && offer.code_type === "static");
  if (showsStatic && !offer.static_code) {
    problems.push({ path: "static_code", message: "a static code offer needs its code" });
  }
  if (offer.online && offer.code_mode === "no_code" && !offer.offer_url) {
    problems.push({ path: "offer_url", message: "a link-only online offer needs its link" });
  }
  return problems;
}

/** POST: a new offer, created as a draft. */
export const offerBodySchema = offerFieldsSchema.extend({
  subcategory_ids: offerFieldsSchema.shape.subcategory_ids.default([]),
  tag_ids: offerFieldsSchema.shape.tag_ids.default([]),
  description_en: offerFieldsSchema.shape.description_en.default(""),
  description_fr: offerFieldsSchema.shape.description_fr.default(""),
  legal_en: offerFieldsSchema.shape.legal_en.default(""),
  legal_fr: offerFieldsSchema.shape.legal_fr.default(""),
  is_spc_plus: offerFieldsSchema.shape.is_spc_plus.default(false),
  is_new_offer: offerFieldsSchema.shape.is_new_offer.default(false),
  is_limited_time: offerFieldsSchema.shape.is_limited_time.default(false),
  lto_start_date: offerFieldsSchema.shape.lto_start_date.default(null),
  lto_end_date: offerFieldsSchema.shape.lto_end_date.default(null),
  end_date: offerFieldsSchema.shape.end_date.default(null),
  discount_rank: offerFieldsSchema.shape.discount_rank.default(0),
  discount_value: offerFieldsSchema.shape.discount_value.default(null),
  discount_label_en: offerFieldsSchema.shape.discount_label_en.default(null),
  discount_label_fr: offerFieldsSchema.shape.discount_label_fr.default(null),
  code_type: offerFieldsSchema.shape.code_type.default("static"),
  code_mode: offerFieldsSchema.shape.code_mode.default("no_code"),
  static_code: offerFieldsSchema.shape.static_code.default(null),
  offer_url: offerFieldsSchema.shape.offer_url.default(null),
  offer_url_fr: offerFieldsSchema.shape.offer_url_fr.default(null),
});
export type OfferBody = z.infer<typeof offerBodySchema>;

/** PATCH: any subset (what is left out is left alone), at least one field. */
export const offerPatchSchema = offerFieldsSchema
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, { message: "nothing to change" });
export type OfferPatch = z.infer<typeof offerPatchSchema>;

/** An offer as stored (answers are not held to the input rules: seeded rows may predate them). */
export const adminOfferSchema = z.object({
  id: z.number().int(),
  status: z.enum(ADMIN_OFFER_STATUSES),
  views: z.number().int(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
  partner_id: z.number().int(),
  category_id: z.number().int(),
  subcategory_ids: z.array(z.number().int()),
  tag_ids: z.array(z.number().int()),
  title_en: z.string(),
  title_fr: z.string(),
  description_en: z.string(),
  description_fr: z.string(),
  legal_en: z.string(),
  legal_fr: z.string(),
  online: z.boolean(),
  in_store: z.boolean(),
  is_spc_plus: z.boolean(),
  is_new_offer: z.boolean(),
  is_limited_time: z.boolean(),
  lto_start_date: timestampSchema.nullable(),
  lto_end_date: timestampSchema.nullable(),
  start_date: timestampSchema,
  end_date: timestampSchema.nullable(),
  discount_rank: z.number().int(),
  discount_value: z.number().int().nullable(),
  discount_label_en: z.string().nullable(),
  discount_label_fr: z.string().nullable(),
  code_type: codeTypeSchema,
  code_mode: codeModeSchema,
  static_code: z.string().nullable(),
  offer_url: z.string().nullable(),
  offer_url_fr: z.string().nullable(),
});
export type AdminOffer = z.infer<typeof adminOfferSchema>;

/** POST /offers/{id}/status: publish (draft or delisted → active) or delist (active → delisted). */
export const offerStatusRequestSchema = z.object({ status: z.enum(["active", "delisted"]) });

/** GET /offers/{id}/preview: the public offer page's answer, whatever the offer's state. */
export const offerPreviewQuerySchema = z.object({ at: timestampSchema.optional() });

/* Store locations */

export const adminLocationSchema = z.object({
  id: z.number().int(),
  partner_id: z.number().int(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  province: z.string(),
  postal_code: z.string(),
  lat: z.number(),
  lon: z.number(),
});
export type AdminLocation = z.infer<typeof adminLocationSchema>;

export const locationListResponseSchema = z.object({ items: z.array(adminLocationSchema) });

/** POST /partners/{id}/locations/import?mode=append|replace */
export const locationImportQuerySchema = z.object({
  mode: z.enum(["append", "replace"]).default("append"),
});

/** Why one line of a store file was refused (the web words each one). */
export const LOCATION_LINE_PROBLEMS = [
  "missing_field",
  "too_long",
  "bad_province",
  "bad_postal_code",
  "postal_code_not_found",
  "bad_coordinates",
] as const;

export const locationImportReportSchema = z.object({
  status: z.enum(["imported", "rejected"]),
  read: z.number().int(),
  imported: z.number().int(),
  removed: z.number().int(),
  /** Every line at fault (a store file is small): line, column and what is wrong. */
  errors: z.array(
    z.object({
      line: z.number().int(),
      field: z.string(),
      problem: z.enum(LOCATION_LINE_PROBLEMS),
    }),
  ),
});
export type LocationImportReport = z.infer<typeof locationImportReportSchema>;

export const locationIdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

/* Categories, tags and collections (the pickers of the offer form, and the home page's order) */

const bilingualName = {
  name_en: z.string().trim().min(1).max(80),
  name_fr: z.string().trim().min(1).max(80),
};

export const catalogueRefsResponseSchema = z.object({
  categories: z.array(
    z.object({
      id: z.number().int(),
      name_en: z.string(),
      name_fr: z.string(),
      subcategories: z.array(
        z.object({ id: z.number().int(), name_en: z.string(), name_fr: z.string() }),
      ),
    }),
  ),
  tags: z.array(
    z.object({ id: z.number().int(), slug: z.string(), name_en: z.string(), name_fr: z.string() }),
  ),
});

export const tagBodySchema = z.object({ ...bilingualName, slug: urlNameSchema });
export const tagPatchSchema = tagBodySchema
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, { message: "nothing to change" });
export const adminTagSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name_en: z.string(),
  name_fr: z.string(),
});

const collectionFieldsSchema = z.object({
  ...bilingualName,
  description_en: z.string().max(2000),
  description_fr: z.string().max(2000),
});
export const collectionBodySchema = collectionFieldsSchema.extend({
  description_en: collectionFieldsSchema.shape.description_en.default(""),
  description_fr: collectionFieldsSchema.shape.description_fr.default(""),
});
export const collectionPatchSchema = collectionFieldsSchema
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, { message: "nothing to change" });

export const adminCollectionSchema = z.object({
  id: z.number().int(),
  name_en: z.string(),
  name_fr: z.string(),
  description_en: z.string(),
  description_fr: z.string(),
  sort_order: z.number().int(),
  /** The collection's offers in their order on the site. */
  offer_ids: z.array(z.number().int()),
});
export type AdminCollection = z.infer<typeof adminCollectionSchema>;
export const collectionListResponseSchema = z.object({ items: z.array(adminCollectionSchema) });

/** PUT /collections/order: every collection id, in the order the home page shows them. */
export const collectionOrderSchema = z.object({
  ids: z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(200),
});
/** PUT /collections/{id}/offers: the collection's offers, in order (replaces them). */
export const collectionOffersSchema = z.object({
  offer_ids: z.array(z.number().int().positive().max(2_147_483_647)).max(200),
});
export const taxonomyIdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

/* In-store card batches */

export const CARD_BATCH_MAX = 10_000;

export const cardBatchRequestSchema = z.object({
  count: z.number().int().min(1).max(CARD_BATCH_MAX),
  cobrand: z.enum(COBRANDS),
  campus: z.string().trim().min(1).max(120).nullable().default(null),
  /** A printed last valid day (YYYY-MM-DD); null: one year from activation. */
  expiry_date: z.iso.date().nullable().default(null),
  is_vip_card: z.boolean().default(false),
  is_highschool: z.boolean().default(false),
  is_g_ticket: z.boolean().default(false),
});
export type CardBatchRequest = z.infer<typeof cardBatchRequestSchema>;

export const adminCardBatchSchema = z.object({
  batch_id: z.string(),
  cobrand: z.enum(COBRANDS),
  count: z.number().int(),
  activated: z.number().int(),
  options: z.record(z.string(), z.unknown()),
  created_by: z.string(),
  created_at: timestampSchema,
  downloaded_at: timestampSchema.nullable(),
});
export type AdminCardBatch = z.infer<typeof adminCardBatchSchema>;
export const cardBatchListResponseSchema = z.object({ items: z.array(adminCardBatchSchema) });
export const cardBatchParamsSchema = z.object({
  batchId: z.string().regex(/^[a-z0-9-]{1,64}$/),
});

/* Ads pop-up records (spec §3) */

export const AD_IMAGE_SLOTS = [
  "image_en",
  "image_fr",
  "image_mobile_en",
  "image_mobile_fr",
] as const;
export type AdImageSlot = (typeof AD_IMAGE_SLOTS)[number];

const adFieldsSchema = z.object({
  is_spc_plus: z.boolean(),
  is_clickable: z.boolean(),
  url_en: httpsUrlSchema.nullable(),
  url_fr: httpsUrlSchema.nullable(),
  title_en: z.string().trim().min(1).max(120),
  title_fr: z.string().trim().min(1).max(120),
  description_en: z.string().max(600),
  description_fr: z.string().max(600),
  text_en: z.string().max(40),
  text_fr: z.string().max(40),
  image_alt_en: z.string().max(200),
  image_alt_fr: z.string().max(200),
  display_page: z.enum(AD_DISPLAY_PAGES),
  /** Days of a display period (0: no period). */
  display_period: z.number().int().min(0).max(365),
  display_cooldown_hours: z
    .number()
    .min(0)
    .max(24 * 365),
  /** Shows per period (0: unlimited). */
  display_count: z.number().int().min(0).max(1000),
  is_active: z.boolean(),
});

export const adBodySchema = adFieldsSchema.extend({
  is_spc_plus: adFieldsSchema.shape.is_spc_plus.default(false),
  is_clickable: adFieldsSchema.shape.is_clickable.default(false),
  url_en: adFieldsSchema.shape.url_en.default(null),
  url_fr: adFieldsSchema.shape.url_fr.default(null),
  description_en: adFieldsSchema.shape.description_en.default(""),
  description_fr: adFieldsSchema.shape.description_fr.default(""),
  text_en: adFieldsSchema.shape.text_en.default(""),
  text_fr: adFieldsSchema.shape.text_fr.default(""),
  image_alt_en: adFieldsSchema.shape.image_alt_en.default(""),
  image_alt_fr: adFieldsSchema.shape.image_alt_fr.default(""),
  display_period: adFieldsSchema.shape.display_period.default(0),
  display_cooldown_hours: adFieldsSchema.shape.display_cooldown_hours.default(0),
  display_count: adFieldsSchema.shape.display_count.default(0),
  /** A new record starts inactive: it is served once its four pictures are uploaded and it is switched on. */
  is_active: adFieldsSchema.shape.is_active.default(false),
});
export const adPatchSchema = adFieldsSchema
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, { message: "nothing to change" });

/** An ad as stored (answers are not held to the input rules: older rows may predate them). */
export const adminAdSchema = z.object({
  id: z.number().int(),
  is_spc_plus: z.boolean(),
  is_clickable: z.boolean(),
  url_en: z.string().nullable(),
  url_fr: z.string().nullable(),
  title_en: z.string(),
  title_fr: z.string(),
  description_en: z.string(),
  description_fr: z.string(),
  text_en: z.string(),
  text_fr: z.string(),
  image_alt_en: z.string(),
  image_alt_fr: z.string(),
  display_page: z.enum(AD_DISPLAY_PAGES),
  display_period: z.number().int(),
  display_cooldown_hours: z.number(),
  display_count: z.number().int(),
  is_active: z.boolean(),
  image_en: z.string(),
  image_fr: z.string(),
  image_mobile_en: z.string(),
  image_mobile_fr: z.string(),
  created_at: timestampSchema,
});
export type AdminAd = z.infer<typeof adminAdSchema>;
export const adListResponseSchema = z.object({ items: z.array(adminAdSchema) });
export const adImageQuerySchema = z.object({ slot: z.enum(AD_IMAGE_SLOTS) });

/* E-mail opt-in pop-up records (spec §3): the ads record's fields, display page "all" too */

const emailOptPageSchema = z.enum(EMAIL_OPT_DISPLAY_PAGES);
export const emailOptBodySchema = adBodySchema.extend({
  display_page: emailOptPageSchema.default("all"),
});
export const emailOptPatchSchema = adFieldsSchema
  .extend({ display_page: emailOptPageSchema })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, { message: "nothing to change" });
export const adminEmailOptSchema = adminAdSchema.extend({ display_page: emailOptPageSchema });
export type AdminEmailOpt = z.infer<typeof adminEmailOptSchema>;
export const emailOptListResponseSchema = z.object({ items: z.array(adminEmailOptSchema) });
