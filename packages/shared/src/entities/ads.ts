import { z } from "zod";

/** Where an ads pop-up may show (spec §2.9): /deals, category-like pages, or search pages. */
export const AD_DISPLAY_PAGES = ["deals", "category", "search"] as const;
export const adDisplayPageSchema = z.enum(AD_DISPLAY_PAGES);
export type AdDisplayPage = z.infer<typeof adDisplayPageSchema>;

/**
 * An ads pop-up or e-mail opt-in pop-up record (spec §3; both share the fields). `id` is added so
 * the local throttle can count shows per record. Throttle fields: `display_period` is the length
 * in days of the counting period, `display_count` the shows allowed per period (0 = unlimited),
 * `display_cooldown_hours` the minimum gap between two shows.
 *
 * Copy in both languages (docs/decisions/0028-ads-in-both-languages.md): the spec's `title`,
 * `description` and `text` keep their names and hold the English copy; `*_fr` hold the French one,
 * as `url_fr` and `image_fr` already did; `image_alt_en` / `image_alt_fr` are added.
 */
export const adsModalRecordSchema = z.object({
  id: z.number().int(),
  is_spc_plus: z.boolean(),
  is_clickable: z.boolean(),
  url_en: z.string().nullable(),
  url_fr: z.string().nullable(),
  image_en: z.string(),
  image_fr: z.string(),
  image_mobile_en: z.string(),
  image_mobile_fr: z.string(),
  image_alt_en: z
    .string()
    .describe("What the English picture shows, or its words if it carries any; empty: decorative"),
  image_alt_fr: z
    .string()
    .describe("What the French picture shows, or its words if it carries any; empty: decorative"),
  title: z.string().describe("The headline in English (the spec's name)"),
  title_fr: z.string().describe("The headline in French"),
  description: z.string().describe("The body in English (the spec's name); may be empty"),
  description_fr: z.string().describe("The body in French; may be empty"),
  text: z
    .string()
    .describe("The call to action's label in English (the spec's name); empty: the app's own"),
  text_fr: z.string().describe("The call to action's label in French; empty: the app's own"),
  display_page: adDisplayPageSchema,
  display_period: z.number().int().nonnegative(),
  display_cooldown_hours: z.number().nonnegative(),
  display_count: z.number().int().nonnegative(),
});
export type AdsModalRecord = z.infer<typeof adsModalRecordSchema>;

/**
 * Where an e-mail opt-in pop-up may show: "all" (any page, the pop-up of spec §2.9 that opens
 * 1000 ms after start) or one of the ads display pages (decision 0045).
 */
export const EMAIL_OPT_DISPLAY_PAGES = ["all", ...AD_DISPLAY_PAGES] as const;
export const emailOptDisplayPageSchema = z.enum(EMAIL_OPT_DISPLAY_PAGES);
export type EmailOptDisplayPage = z.infer<typeof emailOptDisplayPageSchema>;

/** The e-mail opt-in pop-up record has the ads record's fields; its page may also be "all". */
export const emailOptRecordSchema = adsModalRecordSchema.extend({
  display_page: emailOptDisplayPageSchema,
});
export type EmailOptRecord = z.infer<typeof emailOptRecordSchema>;

/** One local record of a pop-up shown (spec §3 "Click record"); `timestamp` is epoch ms. */
export const clickRecordSchema = z.object({
  id: z.number().int(),
  timestamp: z.number().int().nonnegative(),
});
export type ClickRecord = z.infer<typeof clickRecordSchema>;
