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
