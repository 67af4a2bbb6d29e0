// Notification vocabularies and caps (docs/decisions/0048-notifications.md). No zod here: the
// web imports these (see store-constants.ts for why a schema module must not reach the web).

export const NOTIFICATION_KINDS = ["policy_update", "membership", "contest_result"] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * The texts a notification may carry: each is `notifications.message.<key>` in the web's
 * catalogues (en and fr), so both languages are always right and a wording fix needs no data
 * migration.
 */
export const NOTIFICATION_MESSAGE_KEYS = [
  "policy_updated",
  "renewal_succeeded",
  "renewal_payment_failed",
  "renewal_auto_renew_off",
  "contest_won",
] as const;
export type NotificationMessageKey = (typeof NOTIFICATION_MESSAGE_KEYS)[number];

/** The newest this many are listed (older ones stay stored until they expire or go with the account). */
export const NOTIFICATIONS_LISTED_MAX = 50;
export const NOTIFICATION_LINK_MAX = 300;
export const NOTIFICATION_PARAMS_MAX = 10;
export const NOTIFICATION_PARAM_MAX = 200;
