import { z } from "zod";

/** A member's named list of offers (spec §3 "Saved list"). Order of `offer_ids` is kept. */
export const savedListSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  offer_ids: z.array(z.number().int()),
});
export type SavedList = z.infer<typeof savedListSchema>;
