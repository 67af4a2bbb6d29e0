import { z } from "zod";
import {
  ANALYTICS_VISITOR_COOKIE,
  EXTENSION_OFFER_DOMAIN_COOKIE,
  EXTENSION_OFFER_ID_COOKIE,
  EXTENSION_TOKEN_COOKIE,
  SESSION_RECORDING_KEY,
} from "../constants";

/** The four cookie categories (spec §3); ids are what consent stores. */
export const COOKIE_CATEGORY_IDS = [
  "strictly_necessary",
  "analytical",
  "marketing",
  "functional",
] as const;
export const cookieCategoryIdSchema = z.enum(COOKIE_CATEGORY_IDS);
export type CookieCategoryId = z.infer<typeof cookieCategoryIdSchema>;

/** One cookie a vendor sets; `duration` is shown to the user as is (message id or text). */
export const cookieEntrySchema = z.object({
  name: z.string(),
  type: z.string(),
  host: z.string(),
  duration: z.string(),
  description: z.string(),
});

/** A vendor and the cookies it sets within a category. */
export const cookieVendorSchema = z.object({
  vendor: z.string(),
  cookies: z.array(cookieEntrySchema),
});

/**
 * A cookie consent category (spec §3). `label` and `description` are message ids the web
 * translates. `isDefault` marks the category that is always on and cannot be refused.
 */
export const cookieConsentCategorySchema = z.object({
  id: cookieCategoryIdSchema,
  label: z.string(),
  description: z.string(),
  isDefault: z.boolean(),
  details: z.array(cookieVendorSchema),
});
export type CookieConsentCategory = z.infer<typeof cookieConsentCategorySchema>;

const SITE = "spc";
const ls = "local_storage";

/** Who measures the audience (the API's ANALYTICS_PROVIDER): what the analytical category holds. */
export const ANALYTICS_PROVIDERS = ["local", "google", "off"] as const;
export type AnalyticsProvider = (typeof ANALYTICS_PROVIDERS)[number];

type CookieVendor = z.infer<typeof cookieVendorSchema>;

const RECORDING: CookieVendor["cookies"][number] = {
  name: SESSION_RECORDING_KEY,
  type: "session_storage",
  host: SITE,
  duration: "cookies.duration.tab",
  description: "cookies.entry.recording",
};

function analyticsVendors(provider: AnalyticsProvider): CookieVendor[] {
  if (provider === "off") return [];
  if (provider === "google") {
    // Google Analytics 4 sets first-party cookies on the site's own domain.
    return [
      {
        vendor: "google_analytics",
        cookies: [
          {
            name: "_ga",
            type: "http",
            host: SITE,
            duration: "cookies.duration.2y",
            description: "cookies.entry.ga",
          },
          {
            name: "_ga_*",
            type: "http",
            host: SITE,
            duration: "cookies.duration.2y",
            description: "cookies.entry.gaSession",
          },
        ],
      },
      { vendor: SITE, cookies: [RECORDING] },
    ];
  }
  return [
    {
      vendor: SITE,
      cookies: [
        {
          name: ANALYTICS_VISITOR_COOKIE,
          type: "http",
          host: SITE,
          duration: "cookies.duration.13m",
          description: "cookies.entry.visitor",
        },
        RECORDING,
      ],
    },
  ];
}

/** The four categories as data, strictly necessary first and always on. */
export const COOKIE_CATEGORIES: readonly CookieConsentCategory[] = Object.freeze([
  {
    id: "strictly_necessary",
    label: "cookies.strictly_necessary.label",
    description: "cookies.strictly_necessary.description",
    isDefault: true,
    details: [
      {
        vendor: SITE,
        cookies: [
          {
            name: "spc.session_token",
            type: "http",
            host: SITE,
            duration: "cookies.duration.session_7d",
            description: "cookies.entry.session",
          },
          {
            name: "cookies",
            type: ls,
            host: SITE,
            duration: "cookies.duration.persistent",
            description: "cookies.entry.consent",
          },
          {
            name: EXTENSION_TOKEN_COOKIE,
            type: "http",
            host: SITE,
            duration: "cookies.duration.1h",
            description: "cookies.entry.extensionToken",
          },
        ],
      },
    ],
  },
  {
    id: "analytical",
    label: "cookies.analytical.label",
    description: "cookies.analytical.description",
    isDefault: false,
    // The default deployment's (ANALYTICS_PROVIDER=local); cookieCategoriesFor names the others.
    details: analyticsVendors("local"),
  },
  {
    id: "marketing",
    label: "cookies.marketing.label",
    description: "cookies.marketing.description",
    isDefault: false,
    details: [
      {
        vendor: SITE,
        cookies: [
          {
            name: "rmStoreGateway",
            type: "http",
            host: SITE,
            duration: "cookies.duration.30d",
            description: "cookies.entry.affiliate",
          },
        ],
      },
    ],
  },
  {
    id: "functional",
    label: "cookies.functional.label",
    description: "cookies.functional.description",
    isDefault: false,
    details: [
      {
        vendor: SITE,
        cookies: [
          {
            name: "language",
            type: ls,
            host: SITE,
            duration: "cookies.duration.persistent",
            description: "cookies.entry.language",
          },
          {
            name: "location",
            type: ls,
            host: SITE,
            duration: "cookies.duration.persistent",
            description: "cookies.entry.location",
          },
          {
            name: EXTENSION_OFFER_ID_COOKIE,
            type: "http",
            host: SITE,
            duration: "cookies.duration.10s",
            description: "cookies.entry.extensionOffer",
          },
          {
            name: EXTENSION_OFFER_DOMAIN_COOKIE,
            type: "http",
            host: SITE,
            duration: "cookies.duration.10s",
            description: "cookies.entry.extensionOffer",
          },
        ],
      },
    ],
  },
]);

/** The four categories with the analytical vendors of this deployment (GET cookie-categories). */
export function cookieCategoriesFor(provider: AnalyticsProvider): CookieConsentCategory[] {
  return COOKIE_CATEGORIES.map((category) =>
    category.id === "analytical" ? { ...category, details: analyticsVendors(provider) } : category,
  );
}
