import type { NotificationListResponse } from "@spc/shared";
import { openModalWhenFree } from "../../components/modal/modal-store";
import { isCrawler } from "../../lib/visitor";
import { popupToShow } from "./popup-rule";

/**
 * Loaded only when the centre's list holds unread notifications (components/popup-message-timer):
 * queues the popup message of the newest one that pops up, behind any open dialog (decision
 * 0016). True when one was queued.
 */
export function offerPopupMessage(list: NotificationListResponse, pathname: string): boolean {
  if (isCrawler() || pathname.startsWith("/admin")) return false;
  const notification = popupToShow(list.items, new Date());
  if (!notification) return false;
  openModalWhenFree("popup-message", { notification });
  return true;
}
