import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { MarketingPreferenceService } from "../../../adapters/marketing-preferences";
import type { Db } from "../../../db/client";
import { marketingEmailPreferences } from "../../../db/schema";

/**
 * Pushes the marketing preferences whose change is newer than their last push (a trigger on
 * profiles.email_opt_in marks them) to the marketing service. A failed push stays pending and
 * is tried on the next run; a change made during a push is not marked pushed by it. Calls are
 * idempotent, so two copies pushing the same row do no harm.
 */
export async function pushMarketingPreferences(
  db: Db,
  service: MarketingPreferenceService,
  log?: FastifyBaseLogger,
  limit = 100,
): Promise<{ pushed: number; failed: number }> {
  const pending = await db
    .select()
    .from(marketingEmailPreferences)
    .where(
      or(
        isNull(marketingEmailPreferences.syncedAt),
        gt(marketingEmailPreferences.changedAt, marketingEmailPreferences.syncedAt),
      ),
    )
    .limit(limit);
  let pushed = 0;
  let failed = 0;
  for (const row of pending) {
    try {
      await service.setEmailUnsubscribed(row.userId, row.emailUnsubscribed);
      // Compared in milliseconds (a JavaScript date's precision; PostgreSQL keeps microseconds),
      // and marked with the row's own value, so a change made meanwhile stays pending.
      await db
        .update(marketingEmailPreferences)
        .set({ syncedAt: sql`${marketingEmailPreferences.changedAt}` })
        .where(
          and(
            eq(marketingEmailPreferences.userId, row.userId),
            sql`date_trunc('milliseconds', ${marketingEmailPreferences.changedAt}) = ${row.changedAt}`,
          ),
        );
      pushed++;
    } catch (error) {
      failed++;
      log?.warn({ err: error, provider: service.provider }, "marketing preference push failed");
    }
  }
  return { pushed, failed };
}
