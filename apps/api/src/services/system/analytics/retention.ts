import { ANALYTICS_RETENTION_MS } from "@spc/shared";
import { inArray, lt } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { analyticsEvents } from "../../../db/schema";

/** Rows deleted per statement: small enough that a run never holds a long lock. */
export const ANALYTICS_PURGE_BATCH = 5000;

/**
 * Deletes the measurement rows received more than ANALYTICS_RETENTION_MS (13 months) before
 * `now`, a batch at a time, and returns how many went (decision 0051). Consent records are not
 * touched: they are proof and are kept.
 */
export async function purgeOldAnalyticsEvents(
  db: Db,
  now: Date = new Date(),
  batch: number = ANALYTICS_PURGE_BATCH,
): Promise<number> {
  const cutoff = new Date(now.getTime() - ANALYTICS_RETENTION_MS);
  let deleted = 0;
  for (;;) {
    const oldest = db
      .select({ id: analyticsEvents.id })
      .from(analyticsEvents)
      .where(lt(analyticsEvents.receivedAt, cutoff))
      .limit(batch);
    const gone = await db
      .delete(analyticsEvents)
      .where(inArray(analyticsEvents.id, oldest))
      .returning({ id: analyticsEvents.id });
    deleted += gone.length;
    if (gone.length < batch) return deleted;
  }
}
