import { z } from "zod";

/** Carousels of the careers page (spec §3). Upper-case because they are path segments as is. */
export const CAROUSEL_TYPES = [
  "HERO",
  "TIMELINE",
  "TEAM",
  "PERK",
  "VALUE",
  "PRINCIPLE",
  "PARTNER",
] as const;
export const carouselTypeSchema = z.enum(CAROUSEL_TYPES);
export type CarouselType = z.infer<typeof carouselTypeSchema>;

/**
 * One carousel item (spec §3). For TEAM items `subtext_en` is the member's role and
 * `description_en` is markdown; elsewhere both are plain text and may be empty.
 */
export const carouselItemSchema = z.object({
  id: z.number().int(),
  image_en: z.string(),
  text_en: z.string(),
  subtext_en: z.string().nullable(),
  description_en: z.string().nullable(),
});
