import { z } from "zod";

/** A subcategory of a catalogue category (spec §3 offer summary `subcategory_ids`). */
export const subcategorySchema = z.object({
  id: z.number().int(),
  name_en: z.string(),
  name_fr: z.string(),
});
export type Subcategory = z.infer<typeof subcategorySchema>;

/**
 * A catalogue category (spec §3). `url_name` is the slug of `/deals/category/:name`;
 * `colour` is fixed per category name and drives the category bar and grid.
 */
export const categorySchema = z.object({
  id: z.number().int(),
  name_en: z.string(),
  name_fr: z.string(),
  url_name: z.string(),
  colour: z.string().regex(/^#[0-9a-f]{6}$/i),
  sort_order: z.number().int(),
  subcategories: z.array(subcategorySchema),
});
export type Category = z.infer<typeof categorySchema>;
