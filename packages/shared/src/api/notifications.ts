import { z } from "zod";
import { dbIdParamSchema } from "../rules/storable";
import {
  NOTIFICATION_KINDS,
  NOTIFICATION_LINK_MAX,
  NOTIFICATION_MESSAGE_KEYS,
  NOTIFICATION_PARAM_MAX,
  NOTIFICATION_PARAMS_MAX,
} from "./notifications-constants";

// The member's notification centre (spec §3 Notification: id, content, expiry, callback;
// docs/decisions/0048-notifications.md). The content is a message key + params that the web
// renders from its catalogues in the viewer's language; the callback is a site path.

/**
 * A path on this site ("/billing", "/contest/rules/7?x=1"): starts with one "/", never "//" or
 * "/\" (another host), no scheme, no control characters or spaces.
 */
export function isSitePath(value: string): boolean {
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return false;
  if (value.length > NOTIFICATION_LINK_MAX) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  return !/[\u0000-\u0020\u007f\\]/.test(value);
}

export const notificationLinkSchema = z
  .string()
  .max(NOTIFICATION_LINK_MAX)
  .refine(isSitePath, "must be a path on this site, starting with /");

export const notificationParamsSchema = z
  .record(z.string().max(40), z.union([z.string().max(NOTIFICATION_PARAM_MAX), z.number()]))
  .refine((params) => Object.keys(params).length <= NOTIFICATION_PARAMS_MAX, "too many params");

export const notificationSchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** Unknown keys (a newer server) are shown with a generic text by the web. */
  message_key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  /** The callback: a site path, or null when the notice leads nowhere. */
  link: z.string().nullable(),
  created_at: z.string(),
  read_at: z.string().nullable(),
  expires_at: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListResponseSchema = z.object({
  items: z.array(notificationSchema),
  unread_count: z.number().int().nonnegative(),
});
export type NotificationListResponse = z.infer<typeof notificationListResponseSchema>;

export const notificationIdParamsSchema = z.object({ id: dbIdParamSchema });

/** What a write answers: the list as it is after the change (the panel redraws from it). */
export const notificationWriteResponseSchema = notificationListResponseSchema;

/** The input of the API's internal notify(): validated before anything is stored. */
export const notificationInputSchema = z.object({
  kind: z.enum(NOTIFICATION_KINDS),
  message_key: z.enum(NOTIFICATION_MESSAGE_KEYS),
  params: notificationParamsSchema.default({}),
  link: notificationLinkSchema.nullable().default(null),
  expires_at: z.date().nullable().default(null),
  /** One notification per member and key, ever: a second notify() with it is a no-op. */
  dedupe_key: z.string().min(1).max(200).nullable().default(null),
});
export type NotificationInput = z.input<typeof notificationInputSchema>;
