import { z } from "zod";

/**
 * One header or footer link from the server menu (spec §2.7). `route` is an in-app path,
 * `link` an absolute URL; `force_link` makes the client follow `link` even when `route` is set.
 */
export const menuLinkSchema = z.object({
  id: z.number().int(),
  en: z.string(),
  fr: z.string(),
  link: z.string().nullable(),
  route: z.string().nullable(),
  force_link: z.boolean(),
});
export type MenuLink = z.infer<typeof menuLinkSchema>;

/** The footer's three link columns (spec §2.7). */
export const footerMenuSchema = z.object({
  first_column: z.array(menuLinkSchema),
  second_column: z.array(menuLinkSchema),
  third_column: z.array(menuLinkSchema),
});

/** Terms of use in markdown, per country and language (spec §3 Terms). */
export const termsSchema = z.object({
  term_en_ca: z.string(),
  term_en_us: z.string(),
  term_fr_ca: z.string(),
});
export type Terms = z.infer<typeof termsSchema>;

/** One feature flag with optional sub-flags (spec §3 "keyed map with optional sub-flags"). */
export const featureFlagSchema = z.object({
  enabled: z.boolean(),
  sub_flags: z.record(z.string(), z.boolean()).optional(),
});
export const featureFlagsSchema = z.record(z.string(), featureFlagSchema);
export type FeatureFlags = z.infer<typeof featureFlagsSchema>;
