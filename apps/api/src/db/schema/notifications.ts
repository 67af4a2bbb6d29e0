import { sql } from "drizzle-orm";
import {
  check,
  index,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { sqlList } from "./enums";

// The member's notification centre (spec §3 Notification; docs/decisions/0048). Member data: it
// goes with the account (on delete cascade). Expired rows are never listed (a query-time filter).

const tz = { withTimezone: true } as const;

/** What a notification is about; mirrors NOTIFICATION_KINDS of @spc/shared. */
export const notificationKinds = ["policy_update", "membership", "contest_result"] as const;

export const notifications = pgTable(
  "notifications",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: notificationKinds }).notNull(),
    /** `notifications.message.<key>` of the web's catalogues: the content in both languages. */
    messageKey: text("message_key").notNull(),
    params: jsonb("params").$type<Record<string, string | number>>().notNull().default({}),
    /** The callback: a site path (validated as relative before it is stored), or null. */
    link: text("link"),
    /** One notification per member and key (the policy notice, a renewal of a given day…). */
    dedupeKey: text("dedupe_key"),
    createdAt: timestamp("created_at", tz).notNull().defaultNow(),
    readAt: timestamp("read_at", tz),
    /** Dismissed rows stay (so a dedupe key is not notified again) but are never listed. */
    dismissedAt: timestamp("dismissed_at", tz),
    expiresAt: timestamp("expires_at", tz),
  },
  (t) => [
    uniqueIndex("notifications_user_dedupe_key").on(t.userId, t.dedupeKey),
    // The member's list, newest first.
    index("notifications_user_list_idx")
      .on(t.userId, t.createdAt.desc())
      .where(sql`${t.dismissedAt} IS NULL`),
    // The unread count: unread, undismissed rows with their expiry to filter on.
    index("notifications_user_unread_idx")
      .on(t.userId, t.expiresAt)
      .where(sql`${t.readAt} IS NULL AND ${t.dismissedAt} IS NULL`),
    check("notifications_kind_check", sql.raw(`"kind" IN (${sqlList(notificationKinds)})`)),
    check("notifications_link_check", sql`${t.link} IS NULL OR ${t.link} LIKE '/%'`),
  ],
);
