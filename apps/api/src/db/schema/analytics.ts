import { sql } from "drizzle-orm";
import { bigserial, check, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { sqlList } from "./enums";

const tz = { withTimezone: true } as const;

export const analyticsEventTypes = ["page_view", "event", "recording"] as const;

/**
 * The first-party audience measurement (ANALYTICS_PROVIDER=local, decision 0049): what browsers
 * that accepted analytical cookies report. Pseudonymous: a random visitor id, never a member id,
 * an address without its query. Kept 13 months (the visitor cookie's lifetime).
 */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    type: text("type", { enum: analyticsEventTypes }).notNull(),
    name: text("name"),
    path: text("path").notNull(),
    visitorId: text("visitor_id").notNull(),
    language: text("language"),
    detail: jsonb("detail").$type<Record<string, string>>(),
    occurredAt: timestamp("occurred_at", tz).notNull(),
    receivedAt: timestamp("received_at", tz).notNull().defaultNow(),
  },
  (t) => [
    index("analytics_events_received_idx").on(t.receivedAt),
    index("analytics_events_type_idx").on(t.type, t.occurredAt),
    check("analytics_events_type_check", sql.raw(`"type" IN (${sqlList(analyticsEventTypes)})`)),
  ],
);
