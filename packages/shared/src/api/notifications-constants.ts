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

/**
 * The message keys that also pop up (spec §2.8 "popup message"; decision 0054): shown once in a
 * dialog at start to a member who has not read them in the centre. A closed subset: a winner must
 * not miss their prize, a failed renewal payment needs action. Not the policy update (it has its
 * own dialog, decision 0048) nor routine notices.
 */
export const POPUP_MESSAGE_KEYS = [
  "contest_won",
  "renewal_payment_failed",
] as const satisfies readonly NotificationMessageKey[];
export type PopupMessageKey = (typeof POPUP_MESSAGE_KEYS)[number];

/** A popup-key notification older than this many days no longer pops up (the centre keeps it). */
export const POPUP_MESSAGE_MAX_AGE_DAYS = 30;

/** The newest this many are listed (older ones stay stored until they expire or go with the account). */
export const NOTIFICATIONS_LISTED_MAX = 50;
export const NOTIFICATION_LINK_MAX = 300;
export const NOTIFICATION_PARAMS_MAX = 10;
export const NOTIFICATION_PARAM_MAX = 200;
