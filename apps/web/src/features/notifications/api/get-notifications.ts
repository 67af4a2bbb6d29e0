import type { NotificationListResponse } from "@spc/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { notificationsKeys } from "./keys";

export const NOTIFICATIONS_URL = "/api/users/v2/user/notifications";

/** GET /api/users/v2/user/notifications — newest first, unexpired, with the unread count. */
export function getNotifications(signal?: AbortSignal) {
  return apiRequest<NotificationListResponse>(NOTIFICATIONS_URL, { signal });
}

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationsKeys.list(),
    queryFn: ({ signal }) => getNotifications(signal),
    staleTime: 60_000,
    // A renewal or a draw may add one while the member browses: read again now and then.
    refetchInterval: 5 * 60_000,
  });

export function useNotifications(enabled = true) {
  return useQuery({ ...notificationsQueryOptions(), enabled });
}
