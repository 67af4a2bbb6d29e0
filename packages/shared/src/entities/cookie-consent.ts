import { z } from "zod";

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
        ],
      },
    ],
  },
  {
    id: "analytical",
    label: "cookies.analytical.label",
    description: "cookies.analytical.description",
    isDefault: false,
    details: [
      {
        vendor: "google_analytics",
        cookies: [
          {
            name: "_ga",
            type: "http",
            host: ".google.com",
            duration: "cookies.duration.2y",
            description: "cookies.entry.ga",
          },
          {
            name: "_gid",
            type: "http",
            host: ".google.com",
            duration: "cookies.duration.1d",
            description: "cookies.entry.gid",
          },
        ],
      },
    ],
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
        ],
      },
    ],
  },
]);
