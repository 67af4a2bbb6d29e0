import type { FastifyRequest } from "fastify";
import type { Db } from "../../../db/client";
import { insertAudit } from "./repository";

export { readAudit } from "./repository";

export interface AuditChange {
  action: string;
  entityType: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
}

/**
 * Records a staff write, in the caller's transaction when it passes one (`db` = the `tx`), so the
 * change and its audit row commit or fail together. The actor comes from the guard, never the body.
 */
export async function audit(db: Db, request: FastifyRequest, change: AuditChange): Promise<void> {
  const staff = request.staff;
  if (!staff) throw new Error("audit() outside a guarded back-office route");
  await insertAudit(db, {
    actorId: staff.id,
    actorEmail: staff.email,
    actorRole: staff.role,
    action: change.action,
    entityType: change.entityType,
    entityId: String(change.entityId),
    before: change.before ?? null,
    after: change.after ?? null,
    requestId: request.id,
  });
}
