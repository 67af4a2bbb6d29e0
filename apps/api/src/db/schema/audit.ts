import { bigserial, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

const tz = { withTimezone: true } as const;

/**
 * Every staff write: who (id, e-mail and role as they were, so the row survives the account), when,
 * what (action, entity type and id) and the values before and after. Append-only: a trigger refuses
 * UPDATE and DELETE (migration 0022), so not even a bug in the API can rewrite history.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", tz).notNull().defaultNow(),
    actorId: text("actor_id").notNull(),
    actorEmail: text("actor_email").notNull(),
    actorRole: text("actor_role").notNull(),
    /** A verb: create, update, delete, publish, delist, import, export… */
    action: text("action").notNull(),
    /** The kind of row: partner, offer, code_pool, staff, store_location… */
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    /** The request that wrote it (X-Request-Id), to find its log lines. */
    requestId: text("request_id"),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at),
    index("audit_log_entity_idx").on(t.entityType, t.entityId),
    index("audit_log_actor_idx").on(t.actorId, t.at),
  ],
);
