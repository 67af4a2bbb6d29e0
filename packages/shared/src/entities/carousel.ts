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
 * One carousel item (spec §3): the spec's English fields and their French beside them. For TEAM
 * items `text_*` is the member's name, `subtext_*` their role and `description_*` a markdown bio;
 * TIMELINE items have the year in `text_*` and the event in `subtext_*`; elsewhere `subtext_*` and
 * `description_*` are optional plain text or markdown. `image_en` is a picture under /images/…
 * (null when the item has none); the French page uses the same picture.
 */
export const carouselItemSchema = z.object({
  id: z.number().int(),
  image_en: z.string().nullable(),
  text_en: z.string(),
  text_fr: z.string(),
  subtext_en: z.string().nullable(),
  subtext_fr: z.string().nullable(),
  description_en: z.string().nullable(),
  description_fr: z.string().nullable(),
});
export type CarouselItem = z.infer<typeof carouselItemSchema>;
