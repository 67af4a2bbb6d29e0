import {
  type Notification,
  POPUP_MESSAGE_KEYS,
  POPUP_MESSAGE_MAX_AGE_DAYS,
  type PopupMessageKey,
} from "@spc/shared";

/**
 * The popup message (spec §2.8; decision 0054): of the centre's list, the newest notification
 * that is unread, of a popup key (contest won, renewal payment failed — never the policy update,
 * which has its own dialog), not expired and newer than POPUP_MESSAGE_MAX_AGE_DAYS. Null: none.
 * "Shown once" is "until read": the dialog marks it read however it is left.
 */
export function popupToShow(
  items: readonly Notification[],
  now: Date,
): (Notification & { message_key: PopupMessageKey }) | null {
  const oldest = now.getTime() - POPUP_MESSAGE_MAX_AGE_DAYS * 86_400_000;
  let chosen: Notification | null = null;
  for (const item of items) {
    if (item.read_at !== null) continue;
    if (!(POPUP_MESSAGE_KEYS as readonly string[]).includes(item.message_key)) continue;
    const created = Date.parse(item.created_at);
    if (!(created > oldest)) continue;
    if (item.expires_at !== null && Date.parse(item.expires_at) <= now.getTime()) continue;
    if (!chosen || created > Date.parse(chosen.created_at)) chosen = item;
  }
  return chosen as (Notification & { message_key: PopupMessageKey }) | null;
}
