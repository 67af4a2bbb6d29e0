import {
  normalizeQuotes,
  OFFERS_MAX_PAGE_SIZE,
  OFFERS_PAGE_SIZE,
  offerFiltersParamSchema,
  offerSortSchema,
  pageParamSchema,
} from "@spc/shared";
import { z } from "zod";

/** Longest search text and tag list the server accepts (a search box never needs more). */
export const SEARCH_MAX_LENGTH = 200;
export const SEARCH_MAX_TAGS = 20;

const flag = z.preprocess(
  (value) =>
    value === "true" || value === "1" ? true : value === "false" || value === "0" ? false : value,
  z.boolean(),
);

/**
 * POST /v2/search query (spec §7). `sort_by` defaults to `relevance` (exact full-text matches,
 * then typo matches); any catalogue sort can be asked for instead, relevance then breaks ties.
 * `include_generated_urls` is accepted for compatibility: cards never carry partner links (they
 * are fetched per offer, signed in), so it changes nothing.
 */
export const searchQuerySchema = z.object({
  include_generated_urls: flag.default(false),
  current_page: pageParamSchema.default(1),
  page_size: z.coerce.number().int().min(1).max(OFFERS_MAX_PAGE_SIZE).default(OFFERS_PAGE_SIZE),
  offer_filters: offerFiltersParamSchema.default([]),
  sort_by: z.union([z.literal("relevance"), offerSortSchema]).default("relevance"),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/**
 * POST /v2/search body. `q`: free text, searched in English and French, accents and small typos
 * forgiven. `tags`: slugs or names (EN or FR, any case) — offers carrying any of them. With both,
 * an offer must match the text AND carry one of the tags; with neither, every active offer.
 */
export const searchBodySchema = z
  .object({
    q: z
      .string()
      .max(SEARCH_MAX_LENGTH)
      .transform((value) => normalizeQuotes(value).trim())
      .optional(),
    tags: z.array(z.string().trim().min(1).max(80)).max(SEARCH_MAX_TAGS).optional(),
  })
  .default({});
export type SearchBody = z.infer<typeof searchBodySchema>;

/** A tag as GET /v2/tags and the suggestions give it; `name` is the English name. */
export const tagSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  name_en: z.string(),
  name_fr: z.string(),
});
export type TagItem = z.infer<typeof tagSchema>;

export const tagsResponseSchema = z.object({ data: z.array(tagSchema) });

export const tagSuggestionsQuerySchema = z.object({
  q: z.string().max(SEARCH_MAX_LENGTH).default(""),
});
