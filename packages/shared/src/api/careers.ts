import { z } from "zod";
import { carouselItemSchema, carouselTypeSchema } from "../entities/carousel";
import { timestampSchema } from "../entities/wire";
import { seoSchema } from "./site-content";
import { JOB_BOARD_PROVIDERS, JOB_EMPLOYMENT_TYPES } from "./site-content-constants";

/*
 * Contract of the careers service (spec §7, /api/careers): the careers page's carousels, the
 * holiday event pages of the `/:id` catch-all (spec §2.1) and the current openings, which come
 * through a job-board interface (the local board or a hosted one, decision 0034).
 */

/** GET /api/careers/getCarousel/{type}: `type` is one of the seven, upper-case as in the spec. */
export const carouselTypeParamsSchema = z.object({ type: carouselTypeSchema });

/** GET /api/careers/getCarousel/{type}: the items in display order (spec: "a list of items"). */
export const carouselResponseSchema = z.array(carouselItemSchema);
export type CarouselResponse = z.infer<typeof carouselResponseSchema>;

/**
 * A holiday event page (spec §2.1 "a catch-all /:id serves holiday event pages"): `slug` is the
 * `:id` of its address (`/study-break`), served while now lies in [starts_at, ends_at).
 */
export const holidayEventSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title_en: z.string(),
  title_fr: z.string(),
  summary_en: z.string(),
  summary_fr: z.string(),
  /** Markdown. */
  body_en: z.string(),
  body_fr: z.string(),
  image_url: z.string().nullable(),
  starts_at: timestampSchema,
  ends_at: timestampSchema,
  seo: seoSchema,
  updated_at: timestampSchema,
});
export type HolidayEvent = z.infer<typeof holidayEventSchema>;

/** GET /api/careers/holiday/active: the events running now, the one ending first first. */
export const holidayActiveResponseSchema = z.array(holidayEventSchema);
export type HolidayActiveResponse = z.infer<typeof holidayActiveResponseSchema>;

/**
 * One opening. From the local board every field is filled in both languages; a hosted board has
 * one language, so its title and location are repeated in `*_fr`, and it has no description here
 * (`apply_url` leads to its posting).
 */
export const jobOpeningSchema = z.object({
  /** Stable per board: the row id (local) or the board's own id (hosted). */
  id: z.string(),
  title_en: z.string(),
  title_fr: z.string(),
  location_en: z.string(),
  location_fr: z.string(),
  employment_type: z.enum(JOB_EMPLOYMENT_TYPES).nullable(),
  /** Plain text, may be empty. */
  summary_en: z.string(),
  summary_fr: z.string(),
  /** Markdown, or null when the posting lives on the hosted board. */
  description_en: z.string().nullable(),
  description_fr: z.string().nullable(),
  /** Where to apply: the posting's page, or a mailto: link to the careers address. */
  apply_url: z.string(),
  updated_at: timestampSchema.nullable(),
});
export type JobOpening = z.infer<typeof jobOpeningSchema>;

/** A category of openings (a department); the page expands it on click. */
export const jobCategorySchema = z.object({
  slug: z.string(),
  name_en: z.string(),
  name_fr: z.string(),
  openings: z.array(jobOpeningSchema),
});
export type JobCategory = z.infer<typeof jobCategorySchema>;

/** GET /api/careers/openings */
export const jobOpeningsResponseSchema = z.object({
  provider: z.enum(JOB_BOARD_PROVIDERS),
  /**
   * The hosted board's embed (spec §7 "an external job-board script is loaded"): a page may load
   * `script_url` instead of listing `categories` itself. Null for the local board.
   */
  embed: z.object({ script_url: z.string(), board: z.string() }).nullable(),
  /** The address of the page's "other applications" link (spec §2.1). */
  applications_email: z.string(),
  /** Categories with at least one opening, in order. */
  categories: z.array(jobCategorySchema),
});
export type JobOpeningsResponse = z.infer<typeof jobOpeningsResponseSchema>;
