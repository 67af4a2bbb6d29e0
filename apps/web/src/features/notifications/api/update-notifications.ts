import type { NotificationListResponse } from "@spc/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { NOTIFICATIONS_URL } from "./get-notifications";
import { notificationsKeys } from "./keys";

/** A change to the centre: each call answers the list as it is after it. */
export type NotificationChange =
  | { action: "read"; id: number }
  | { action: "dismiss"; id: number }
  | { action: "read-all" };

/**
 * POST …/notifications/:id/read, DELETE …/notifications/:id, POST …/notifications/read-all.
 * Marking the policy notice read (or dismissing it) sets the profile's alerts.policy to 1.
 */
export function updateNotifications(change: NotificationChange) {
  if (change.action === "read-all") {
    return apiRequest<NotificationListResponse>(`${NOTIFICATIONS_URL}/read-all`, {
      method: "POST",
    });
  }
  return change.action === "read"
    ? apiRequest<NotificationListResponse>(`${NOTIFICATIONS_URL}/${change.id}/read`, {
        method: "POST",
      })
    : apiRequest<NotificationListResponse>(`${NOTIFICATIONS_URL}/${change.id}`, {
        method: "DELETE",
      });
}

export function useUpdateNotifications() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateNotifications,
    // The server's answer is the new list: no second read.
    onSuccess: (list) => client.setQueryData(notificationsKeys.list(), list),
    onError: () => client.invalidateQueries({ queryKey: notificationsKeys.list() }),
  });
}

/**
 * Marks one notification read with an optimistic update of the centre's list: the bell's count
 * drops at once (the popup message, decision 0054); the server's answer then replaces the list,
 * and a failure reads it again. Its callbacks live on the mutation, so they still run after the
 * dialog that started it has closed.
 */
export function useMarkNotificationRead() {
  const client = useQueryClient();
  const key = notificationsKeys.list();
  return useMutation({
    mutationFn: (id: number) => updateNotifications({ action: "read", id }),
    onMutate: async (id) => {
      await client.cancelQueries({ queryKey: key });
      client.setQueryData<NotificationListResponse>(key, (list) => {
        if (!list) return list;
        const now = new Date().toISOString();
        let changed = 0;
        const items = list.items.map((item) => {
          if (item.id !== id || item.read_at !== null) return item;
          changed += 1;
          return { ...item, read_at: now };
        });
        return { items, unread_count: Math.max(0, list.unread_count - changed) };
      });
    },
    onSuccess: (list) => client.setQueryData(key, list),
    onError: () => client.invalidateQueries({ queryKey: key }),
  });
}
