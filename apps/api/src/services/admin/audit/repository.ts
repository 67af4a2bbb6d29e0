import type { AuditEntry, AuditQuery } from "@spc/shared";
import { and, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { auditLog } from "../../../db/schema";

export type AuditRecord = Omit<typeof auditLog.$inferInsert, "id" | "at">;

/** Appends one row (the table refuses updates and deletes: there is no other write). */
export async function insertAudit(db: Db, record: AuditRecord): Promise<void> {
  await db.insert(auditLog).values(record);
}

/** One page of the log, newest first, filtered; `before` continues after a previous page. */
export async function readAudit(db: Db, query: AuditQuery) {
  const filters: SQL[] = [];
  if (query.entity_type) filters.push(eq(auditLog.entityType, query.entity_type));
  if (query.entity_id) filters.push(eq(auditLog.entityId, query.entity_id));
  if (query.actor_id) filters.push(eq(auditLog.actorId, query.actor_id));
  if (query.action) filters.push(eq(auditLog.action, query.action));
  if (query.from) filters.push(gte(auditLog.at, new Date(query.from)));
  if (query.to) filters.push(lt(auditLog.at, new Date(query.to)));
  if (query.before) filters.push(lt(auditLog.id, query.before));
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(...filters))
    .orderBy(desc(auditLog.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const entries: AuditEntry[] = page.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    actor_id: row.actorId,
    actor_email: row.actorEmail,
    actor_role: row.actorRole,
    action: row.action,
    entity_type: row.entityType,
    entity_id: row.entityId,
    before: row.before ?? null,
    after: row.after ?? null,
    request_id: row.requestId,
  }));
  const last = page[page.length - 1];
  return { entries, next_before: rows.length > query.limit && last ? last.id : null };
}
