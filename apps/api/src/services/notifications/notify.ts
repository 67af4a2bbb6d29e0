import {
  NOTIFICATIONS_LISTED_MAX,
  type NotificationInput,
  type NotificationListResponse,
  notificationInputSchema,
} from "@spc/shared";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { createNotificationsRepository, type NotificationRow } from "./repository";

/**
 * Tells a member something in their notification centre (decision 0048). Other services call
 * this: the input is checked (a known message key, a site path as link) before it is stored; a
 * `dedupe_key` already used for the member makes it a no-op. True when a row was stored.
 */
export async function notify(db: Db, memberId: string, input: NotificationInput): Promise<boolean> {
  const parsed = notificationInputSchema.parse(input);
  return createNotificationsRepository(db).insert({
    userId: memberId,
    kind: parsed.kind,
    messageKey: parsed.message_key,
    params: parsed.params,
    link: parsed.link,
    expiresAt: parsed.expires_at,
    dedupeKey: parsed.dedupe_key,
  });
}

/** The policy level a member must have acknowledged (spec §4: alerts.policy below 1). */
export const POLICY_LEVEL = 1;
const POLICY_DEDUPE_KEY = `policy_update:${POLICY_LEVEL}`;

/**
 * Spec §4 policy notice on the centre: while alerts.policy is below 1 the member has exactly one
 * unread policy_update notification (idempotent: one, not one per login); once it is 1 (however
 * it got there) that notification is read.
 */
export async function syncPolicyNotice(db: Db, memberId: string): Promise<void> {
  const repository = createNotificationsRepository(db);
  const policy = await repository.alertsPolicy(memberId);
  if (policy === undefined) return;
  if (policy < POLICY_LEVEL) {
    await repository.upsertUnread({
      userId: memberId,
      kind: "policy_update",
      messageKey: "policy_updated",
      params: {},
      link: "/privacy",
      expiresAt: null,
      dedupeKey: POLICY_DEDUPE_KEY,
    });
  } else {
    await repository.markKindRead(memberId, "policy_update");
  }
}

function toWire(row: NotificationRow) {
  return {
    id: row.id,
    kind: row.kind,
    message_key: row.messageKey,
    params: row.params ?? {},
    link: row.link,
    created_at: row.createdAt.toISOString(),
    read_at: row.readAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
  };
}

/** The member's centre: newest first, unexpired and undismissed, with the unread count. */
export async function notificationsOf(db: Db, memberId: string): Promise<NotificationListResponse> {
  await syncPolicyNotice(db, memberId);
  const repository = createNotificationsRepository(db);
  const [rows, unread] = await Promise.all([
    repository.list(memberId, NOTIFICATIONS_LISTED_MAX),
    repository.unreadCount(memberId),
  ]);
  return { items: rows.map(toWire), unread_count: unread };
}

async function acknowledgePolicy(db: Db, memberId: string, kinds: readonly { kind: string }[]) {
  if (kinds.some((row) => row.kind === "policy_update")) {
    await createNotificationsRepository(db).setAlertsPolicy(memberId, POLICY_LEVEL);
  }
}

/** Marks one of the member's notifications read; another's or an expired one is not_found. */
export async function markNotificationRead(db: Db, memberId: string, id: number) {
  const touched = await createNotificationsRepository(db).markRead(memberId, id);
  if (touched.length === 0) throw AppError.notFound("No such notification");
  await acknowledgePolicy(db, memberId, touched);
  return notificationsOf(db, memberId);
}

export async function markAllNotificationsRead(db: Db, memberId: string) {
  await acknowledgePolicy(
    db,
    memberId,
    await createNotificationsRepository(db).markRead(memberId, null),
  );
  return notificationsOf(db, memberId);
}

/** Removes one from the list for good (it is read too: dismissing the policy notice acknowledges it). */
export async function dismissNotification(db: Db, memberId: string, id: number) {
  const row = await createNotificationsRepository(db).dismiss(memberId, id);
  if (!row) throw AppError.notFound("No such notification");
  await acknowledgePolicy(db, memberId, [row]);
  return notificationsOf(db, memberId);
}
