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
 * The measured outcomes (type "event", decision 0051): a closed list, so a measurement can never
 * become a free-form log. Their params are a few short labels, never personal data.
 */
export const ANALYTICS_EVENT_NAMES = [
  "newsletter_subscribe_succeeded",
  "newsletter_subscribe_failed",
  "coffee_link_succeeded",
  "coffee_link_failed",
  "purchase_completed",
  "acquisition_redeemed",
  "membership_activated",
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number];
/** An event's params: a small flat map of short labels or numbers (no e-mail, name or card). */
export type AnalyticsEventParams = Readonly<Record<string, string | number>>;
const EVENT_NAMES: ReadonlySet<string> = new Set(ANALYTICS_EVENT_NAMES);

/**
 * One measured thing. `path` is an address without its query or fragment (which can carry
 * tokens); `detail` holds a few short labels (a recorded interaction's element, an event's
 * params), never text the visitor typed. An event's name is one of ANALYTICS_EVENT_NAMES.
 */
export const analyticsEventSchema = z
  .object({
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
  })
  .refine((event) => event.type !== "event" || EVENT_NAMES.has(event.name ?? ""), {
    message: "an event's name is one of ANALYTICS_EVENT_NAMES",
    path: ["name"],
  });

/** POST /api/analytics/events (first-party collector): a batch from one visitor. */
export const analyticsBatchSchema = z.object({
  visitor: z.uuid(),
  language: languageSchema.optional(),
  events: z.array(analyticsEventSchema).min(1).max(50),
});
export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;
