import { z } from "zod";
import { timestampSchema } from "./wire";

/**
 * Campaign attribution captured from the landing URL (spec §3 "UTM record"). Stored locally for
 * 7 days and sent as JSON in the utm header. Each utm_* is optional because links carry any subset.
 */
export const utmRecordSchema = z.object({
  utm_source: z.string().optional(),
  utm_medium: z.string().optional(),
  utm_campaign: z.string().optional(),
  utm_term: z.string().optional(),
  utm_content: z.string().optional(),
  utm_code: z.string().optional(),
  start_date: timestampSchema,
  expiry_date: timestampSchema,
});
export type UtmRecord = z.infer<typeof utmRecordSchema>;

/** The query parameter names a UTM record is built from. */
export const UTM_PARAMS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "utm_code",
] as const;
export type UtmParam = (typeof UTM_PARAMS)[number];
