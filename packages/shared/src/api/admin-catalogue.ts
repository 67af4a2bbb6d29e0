import { z } from "zod";
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
