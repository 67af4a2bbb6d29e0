import { z } from "zod";
import { languageSchema } from "../entities/locale";
import { partnerSchema } from "../entities/partner";
import { timestampSchema } from "../entities/wire";
import { isValidEmail } from "../rules/email";
import { ruleSchema } from "../rules/form-schemas";
import { issue, VALIDATION_MESSAGES } from "../rules/messages";
import { pageParamSchema } from "../rules/storable";
import { paginationSchema } from "./offers";
import {
  BLOG_MAX_PAGE_SIZE,
  BLOG_PAGE_SIZE,
  CONTACT_EMAIL_MAX_LENGTH,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_TOPICS,
  CONTENT_SLUG_MAX_LENGTH,
  CONTENT_SLUG_PATTERN,
} from "./site-content-constants";

/*
 * Contract of the content service (/api/content): pages, FAQ, blog and the contact form, plus the
 * brands list of the offers service. Text is in both languages side by side (`*_en`, `*_fr`);
 * `body_*`, `answer_*` and `description_*` are markdown (CommonMark + GFM, no raw HTML: the web
 * renders it without HTML and drops javascript: and data: links — decision 0034). Only published
 * rows whose publish date has come are ever answered.
 */

/** A content slug in a path (`{slug}`). */
export const contentSlugSchema = z
  .string()
  .min(1)
  .max(CONTENT_SLUG_MAX_LENGTH)
  .regex(CONTENT_SLUG_PATTERN, "a slug is lower-case words joined by hyphens");
export const contentSlugParamsSchema = z.object({ slug: contentSlugSchema });

/**
 * What a page or post tells search engines and link previews, per language: the `<title>` text
 * (before the site-title template), the meta description. Never empty: a row without its own
 * SEO text answers its title and summary.
 */
export const seoSchema = z.object({
  title_en: z.string(),
  title_fr: z.string(),
  description_en: z.string(),
  description_fr: z.string(),
});
export type Seo = z.infer<typeof seoSchema>;

/** Publication dates every content row answers: first published, last changed. */
const datesShape = { published_at: timestampSchema, updated_at: timestampSchema };

/** A content page without its body (GET /api/content/pages). */
export const contentPageSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  /** The web route whose content this is (`/about`, `/cibc/offers`), without language marker. */
  path: z.string(),
  title_en: z.string(),
  title_fr: z.string(),
  /** The lead under the heading, plain text; may be empty. */
  summary_en: z.string(),
  summary_fr: z.string(),
  seo: seoSchema,
  ...datesShape,
});
export type ContentPageSummary = z.infer<typeof contentPageSummarySchema>;

/** GET /api/content/pages/{slug}: one page with its markdown body (may be empty). */
export const contentPageSchema = contentPageSummarySchema.extend({
  body_en: z.string(),
  body_fr: z.string(),
});
export type ContentPage = z.infer<typeof contentPageSchema>;

/** GET /api/content/pages: every published page, by path. */
export const contentPagesResponseSchema = z.object({ data: z.array(contentPageSummarySchema) });
export type ContentPagesResponse = z.infer<typeof contentPagesResponseSchema>;

/** One question of the FAQ; `slug` is its anchor on /faq-help (`#slug`). */
export const faqEntrySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  question_en: z.string(),
  question_fr: z.string(),
  /** Markdown. */
  answer_en: z.string(),
  answer_fr: z.string(),
  ...datesShape,
});
export type FaqEntry = z.infer<typeof faqEntrySchema>;

/** A category of the FAQ with its questions in order; categories without a question are left out. */
export const faqCategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name_en: z.string(),
  name_fr: z.string(),
  entries: z.array(faqEntrySchema),
});
export type FaqCategory = z.infer<typeof faqCategorySchema>;

/** GET /api/content/faq */
export const faqResponseSchema = z.object({ data: z.array(faqCategorySchema) });
export type FaqResponse = z.infer<typeof faqResponseSchema>;

/** A blog post in a list (no body). */
export const blogPostSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title_en: z.string(),
  title_fr: z.string(),
  excerpt_en: z.string(),
  excerpt_fr: z.string(),
  /** A picture under /images/…, or null. */
  cover_image_url: z.string().nullable(),
  /** The picture's text alternative; empty when the picture is decorative. */
  cover_alt_en: z.string(),
  cover_alt_fr: z.string(),
  author_name: z.string(),
  /** Whole minutes at 200 words a minute, at least 1. */
  reading_minutes_en: z.number().int().min(1),
  reading_minutes_fr: z.number().int().min(1),
  ...datesShape,
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

/** GET /api/content/blog/{identifier} */
export const blogPostSchema = blogPostSummarySchema.extend({
  body_en: z.string(),
  body_fr: z.string(),
  seo: seoSchema,
});
export type BlogPost = z.infer<typeof blogPostSchema>;

/** GET /api/content/blog: newest first. */
export const blogListQuerySchema = z.object({
  current_page: pageParamSchema.default(1),
  page_size: z.coerce.number().int().min(1).max(BLOG_MAX_PAGE_SIZE).default(BLOG_PAGE_SIZE),
});
export type BlogListQuery = z.infer<typeof blogListQuerySchema>;

export const blogListResponseSchema = z.object({
  data: z.array(blogPostSummarySchema),
  pagination: paginationSchema,
});
export type BlogListResponse = z.infer<typeof blogListResponseSchema>;

/** `{identifier}` of /blog/:identifier: the post's slug or its numeric id. */
export const blogIdentifierParamsSchema = z.object({
  identifier: z.string().trim().min(1).max(CONTENT_SLUG_MAX_LENGTH),
});

/** A required text field of a form: not blank once trimmed (message id validation.required). */
function requiredText(max: number) {
  return ruleSchema((value) => (value.trim() === "" ? issue(VALIDATION_MESSAGES.required) : null))
    .transform((value) => value.trim())
    .pipe(z.string().max(max));
}

/**
 * POST /api/content/contact. The same schema checks the web form (message ids of the shared
 * rules) and the body. `language` is the sender's: their acknowledgement is written in it.
 */
export const contactRequestSchema = z.object({
  name: requiredText(CONTACT_NAME_MAX_LENGTH),
  email: ruleSchema((value) => {
    if (value.trim() === "") return issue(VALIDATION_MESSAGES.required);
    return isValidEmail(value) ? null : issue(VALIDATION_MESSAGES.emailInvalid);
  })
    .transform((value) => value.trim())
    .pipe(z.string().max(CONTACT_EMAIL_MAX_LENGTH)),
  topic: z.enum(CONTACT_TOPICS),
  message: requiredText(CONTACT_MESSAGE_MAX_LENGTH),
  language: languageSchema.default("en"),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;

/** The message was handed to the mailer: `reference` is quoted in both e-mails. */
export const contactResponseSchema = z.object({
  success: z.literal(true),
  reference: z.string(),
});
export type ContactResponse = z.infer<typeof contactResponseSchema>;

/**
 * One brand of /brands: an active partner with at least one listed offer. `letter` is the index
 * letter (A–Z of the name without accents, `#` for a digit or a sign); the list is sorted by name
 * the way a Canadian reader sorts (accents and case ignored).
 */
export const brandSchema = partnerSchema.extend({
  logo_url: z.string().nullable(),
  letter: z.string().length(1),
  offer_count: z.number().int().min(1),
});
export type Brand = z.infer<typeof brandSchema>;

/** GET /api/offers/brands */
export const brandsResponseSchema = z.object({ data: z.array(brandSchema) });
export type BrandsResponse = z.infer<typeof brandsResponseSchema>;
