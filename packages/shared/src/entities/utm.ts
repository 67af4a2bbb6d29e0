import { z } from "zod";
import { timestampSchema } from "./wire";

/**
 * Campaign attribution captured from the landing URL (spec §3 "UTM record"). Stored locally for
 * 7 days and sent as JSON in the utm header. Each utm_* is optional because links carry any subset.
 */
// Campaign values are short labels; the bound keeps a forged header from filling a profile row.
const utmValue = z.string().trim().min(1).max(200).optional();

export const utmRecordSchema = z.object({
  utm_source: utmValue,
  utm_medium: utmValue,
  utm_campaign: utmValue,
  utm_term: utmValue,
  utm_content: utmValue,
  utm_code: utmValue,
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

/**
 * Sign-up attribution a client may send with a registration (`tracking`): only the UTM record.
 * Unknown keys are dropped, so the profile keeps nothing a client invents.
 */
export const trackingSchema = z.object({ utm: utmRecordSchema.optional() });
export type Tracking = z.infer<typeof trackingSchema>;
