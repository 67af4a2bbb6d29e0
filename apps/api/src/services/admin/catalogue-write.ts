import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import { invalidateCatalogue } from "../offers";
import { type AuditChange, audit } from "./audit";

/**
 * The one shape of a back-office catalogue write: the change and its audit row in one
 * transaction, then the public catalogue's cached answers dropped so the site shows it at once.
 * `work` makes the change and says what to record (`before`/`after`) and what to answer.
 */
export async function catalogueWrite<T>(
  db: Db,
  request: FastifyRequest,
  change: Omit<AuditChange, "before" | "after" | "entityId"> & { entityId?: string | number },
  work: (tx: Db) => Promise<{
    /** The id, when the change creates the row. */
    entityId?: string | number;
    before?: unknown;
    after: unknown;
    answer: T;
  }>,
): Promise<T> {
  const answer = await db.transaction(async (tx) => {
    const done = await work(tx);
    const entityId = done.entityId ?? change.entityId;
    if (entityId === undefined) throw new Error("catalogueWrite: no entity id");
    await audit(tx, request, { ...change, entityId, before: done.before, after: done.after });
    return done.answer;
  });
  invalidateCatalogue(db);
  return answer;
}
