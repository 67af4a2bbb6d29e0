import { z } from "zod";
import { cookieConsentCategorySchema } from "../entities/cookie-consent";
import { languageSchema } from "../entities/locale";
import { timestampSchema } from "../entities/wire";

/** GET /api/users/cookie-categories: the four categories and this deployment's vendors. */
export const cookieCategoriesResponseSchema = z.object({
  data: z.array(cookieConsentCategorySchema),
});

/** Where a cookie choice was made: the banner, the settings dialog, or the browser's GPC signal. */
export const COOKIE_CONSENT_SOURCES = ["banner", "settings", "gpc"] as const;

/** POST /api/users/consent/cookies: a signed-in member's choice, kept as proof of consent. */
export const cookieConsentRequestSchema = z.object({
  categories: z.object({
    analytical: z.boolean(),
    marketing: z.boolean(),
    functional: z.boolean(),
  }),
  version: z.number().int().min(1).max(1000),
  source: z.enum(COOKIE_CONSENT_SOURCES),
});
export type CookieConsentRequest = z.infer<typeof cookieConsentRequestSchema>;

export const ANALYTICS_EVENT_TYPES = ["page_view", "event", "recording"] as const;

/**
 * One measured thing. `path` is an address without its query or fragment (which can carry
 * tokens); `detail` holds a few short labels (a recorded interaction's element), never text
 * the visitor typed.
 */
export const analyticsEventSchema = z.object({
  type: z.enum(ANALYTICS_EVENT_TYPES),
  name: z
    .string()
    .regex(/^[a-z0-9_.:-]{1,64}$/)
    .optional(),
  path: z.string().regex(/^\/[^?#\s]{0,299}$/),
  at: timestampSchema,
  detail: z
    .record(z.string().regex(/^[a-z_]{1,32}$/), z.string().max(120))
    .refine((detail) => Object.keys(detail).length <= 8, "at most 8 labels")
    .optional(),
});

/** POST /api/analytics/events (first-party collector): a batch from one visitor. */
export const analyticsBatchSchema = z.object({
  visitor: z.uuid(),
  language: languageSchema.optional(),
  events: z.array(analyticsEventSchema).min(1).max(50),
});
export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;
