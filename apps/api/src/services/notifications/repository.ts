import { and, desc, eq, gt, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { notifications, profiles } from "../../db/schema";

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = Omit<
  typeof notifications.$inferInsert,
  "id" | "createdAt" | "readAt" | "dismissedAt"
>;

/** Listed: not dismissed and not expired (the query-time expiry filter of decision 0048). */
function listed(userId: string): SQL {
  return and(
    eq(notifications.userId, userId),
    isNull(notifications.dismissedAt),
    or(isNull(notifications.expiresAt), gt(notifications.expiresAt, sql`now()`)),
  ) as SQL;
}

/** All SQL of the notification centre. */
export function createNotificationsRepository(db: Db) {
  return {
    /** Stores one; a row with the same (member, dedupe key) makes it a no-op. True if stored. */
    async insert(row: NewNotification): Promise<boolean> {
      const stored = await db
        .insert(notifications)
        .values(row)
        .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] })
        .returning({ id: notifications.id });
      return stored.length > 0;
    },

    /** Stores one, or brings the (member, dedupe key) row back unread and listed. */
    async upsertUnread(row: NewNotification & { dedupeKey: string }): Promise<void> {
      await db
        .insert(notifications)
        .values(row)
        .onConflictDoUpdate({
          target: [notifications.userId, notifications.dedupeKey],
          set: { readAt: null, dismissedAt: null, expiresAt: row.expiresAt ?? null },
          setWhere: sql`${notifications.readAt} IS NOT NULL OR ${notifications.dismissedAt} IS NOT NULL`,
        });
    },

    async list(userId: string, limit: number): Promise<NotificationRow[]> {
      return db
        .select()
        .from(notifications)
        .where(listed(userId))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit);
    },

    async unreadCount(userId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(notifications)
        .where(and(listed(userId), isNull(notifications.readAt)));
      return Number(row?.count ?? 0);
    },

    /** Marks listed rows read (one id, or all when `id` is null); returns the kinds touched. */
    async markRead(userId: string, id: number | null): Promise<{ id: number; kind: string }[]> {
      return db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
        .where(
          and(
            listed(userId),
            id === null ? isNull(notifications.readAt) : eq(notifications.id, id),
          ),
        )
        .returning({ id: notifications.id, kind: notifications.kind });
    },

    async dismiss(userId: string, id: number): Promise<{ id: number; kind: string } | undefined> {
      const [row] = await db
        .update(notifications)
        .set({ dismissedAt: sql`now()`, readAt: sql`coalesce(${notifications.readAt}, now())` })
        .where(and(listed(userId), eq(notifications.id, id)))
        .returning({ id: notifications.id, kind: notifications.kind });
      return row;
    },

    /** Marks the member's unread notifications of a kind read (the dialog was answered elsewhere). */
    async markKindRead(userId: string, kind: NotificationRow["kind"]): Promise<void> {
      await db
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(
          and(
            eq(notifications.userId, userId),
            eq(notifications.kind, kind),
            isNull(notifications.readAt),
          ),
        );
    },

    /** The profile's alerts.policy, or undefined when the member has no profile. */
    async alertsPolicy(userId: string): Promise<number | undefined> {
      const [row] = await db
        .select({ alerts: profiles.alerts })
        .from(profiles)
        .where(eq(profiles.userId, userId));
      return row ? Number(row.alerts?.policy ?? 0) : undefined;
    },

    /** alerts.policy = value, other alerts kept (spec §4: dismissing the notice sets it to 1). */
    async setAlertsPolicy(userId: string, value: number): Promise<void> {
      await db
        .update(profiles)
        .set({
          alerts: sql`coalesce(${profiles.alerts}, '{}'::jsonb) || jsonb_build_object('policy', ${value}::int)`,
          updatedAt: sql`now()`,
        })
        .where(eq(profiles.userId, userId));
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
