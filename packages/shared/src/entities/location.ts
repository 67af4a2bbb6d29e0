import { z } from "zod";

/** A point on Earth (spec §3 "Location"), degrees. */
export const locationSchema = z.object({
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
});
/** Named GeoLocation, not Location, so importing it never hides the DOM's `Location` type. */
export type GeoLocation = z.infer<typeof locationSchema>;
