import { and, eq, lte, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/** A content row is served once published and its publish date has come (database time). */
export function isLive(t: { status: PgColumn; publishedAt: PgColumn }): SQL {
  return and(eq(t.status, "published"), lte(t.publishedAt, sql`now()`)) as SQL;
}

/** Now lies in [starts_at, ends_at): an event or a campaign is running. */
export function isRunning(t: { startsAt: PgColumn; endsAt: PgColumn }): SQL {
  return sql`${t.startsAt} <= now() AND now() < ${t.endsAt}`;
}
