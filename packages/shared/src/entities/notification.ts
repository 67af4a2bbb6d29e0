import { z } from "zod";
import { timestampSchema } from "./wire";

/**
 * An in-app notification (spec §3 "Notification"). `content` is a message id or text; `expiry` is
 * the instant after which it is dropped (null = until dismissed). The spec's `callback` is a
 * function, which no schema can carry, so the parsed part is `appNotificationSchema` and the
 * callback is added by the type only. Named "App…" to avoid the DOM's global `Notification`.
 */
export const appNotificationSchema = z.object({
  id: z.string(),
  content: z.string(),
  expiry: timestampSchema.nullable(),
});
export type AppNotification = z.infer<typeof appNotificationSchema> & {
  /** Runs when the notification is dismissed. */
  callback?: () => void;
};
