/**
 * The member's notification centre (spec §3 Notification, §4 policy notice; decision 0048).
 * Routes and other services import this file only: `notify(db, memberId, …)` from anywhere that
 * has something to tell a member; the users service's routes read and change the centre.
 */
export {
  dismissNotification,
  markAllNotificationsRead,
  markNotificationRead,
  notificationsOf,
  notify,
  POLICY_LEVEL,
  syncPolicyNotice,
} from "./notify";
