import type { NotificationListResponse } from "@spc/shared";
import { hashKey, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useSession } from "../../session";
import { notificationsKeys } from "../api/keys";

/** Members this page load has shown a popup message to: at most one per start. */
const shown = new Set<string>();

/**
 * Mounted once with the start effects (decision 0054). It sends no request: it watches the
 * centre's list, which the header's bell reads after the first screen, and when it holds unread
 * notifications loads the popup's rule (popup.ts), which queues the dialog if one pops up.
 */
export function PopupMessageTimer() {
  const view = useSession();
  const client = useQueryClient();
  const memberId = view.isRegistered ? (view.snapshot.user?.id ?? null) : null;
  useEffect(() => {
    if (!memberId) return;
    const key = notificationsKeys.list();
    const hash = hashKey(key);
    let checking = false;
    const check = () => {
      const list = client.getQueryData<NotificationListResponse>(key);
      if (checking || shown.has(memberId) || !list || list.unread_count === 0) return;
      checking = true;
      void import("../popup")
        .then((popup) => {
          if (popup.offerPopupMessage(list, window.location.pathname)) shown.add(memberId);
        })
        .catch(() => {})
        .finally(() => {
          checking = false;
        });
    };
    check();
    return client.getQueryCache().subscribe((event) => {
      if (event.type === "updated" && event.query.queryHash === hash) check();
    });
  }, [memberId, client]);
  return null;
}
