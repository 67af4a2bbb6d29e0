import { z } from "zod";
import { categorySchema } from "../entities/category";
import {
  featureFlagsSchema,
  footerMenuSchema,
  menuLinkSchema,
  termsSchema,
} from "../entities/content";

/** GET /api/offers/v2/categories — real categories only; the client prepends "All" and "SPC+". */
export const categoriesResponseSchema = z.object({ data: z.array(categorySchema) });
export type CategoriesResponse = z.infer<typeof categoriesResponseSchema>;

/** GET /api/users/users/website-menu */
export const websiteMenuResponseSchema = z.object({
  header: z.array(menuLinkSchema),
  footer: footerMenuSchema,
});
export type WebsiteMenuResponse = z.infer<typeof websiteMenuResponseSchema>;

/** GET /api/offers/getTerms */
export const termsResponseSchema = termsSchema;
export type TermsResponse = z.infer<typeof termsResponseSchema>;

/** GET /api/users/feature-flags?platform=web */
export const featureFlagsQuerySchema = z.object({
  platform: z.enum(["web", "ios", "android"]).default("web"),
});
export const featureFlagsResponseSchema = z.object({ data: featureFlagsSchema });

/** GET /api/health */
export const healthResponseSchema = z.object({
  status: z.literal("ok"),
  database: z.enum(["pglite", "postgres"]),
});
