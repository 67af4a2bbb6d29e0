import { z } from "zod";

/** Kinds of membership-expiry notice (spec §3, §4); `auto-renew` keeps the spec's hyphen. */
export const EXPIRY_NOTICE_TYPES = ["payment", "subscription", "auto-renew"] as const;
export const expiryNoticeTypeSchema = z.enum(EXPIRY_NOTICE_TYPES);
export type ExpiryNoticeType = z.infer<typeof expiryNoticeTypeSchema>;

/** The expiry-status answer (spec §3 "Expiry notice"): `days` until (or since) expiry. */
export const expiryNoticeSchema = z.object({
  success: z.boolean(),
  type: expiryNoticeTypeSchema,
  days: z.number().int(),
});
export type ExpiryNotice = z.infer<typeof expiryNoticeSchema>;
