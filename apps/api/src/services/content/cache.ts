import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  createVersionedCache,
  type VersionedCache,
  type VersionedCacheOptions,
  type VersionedState,
} from "../../lib/versioned-cache";

/**
 * The content cache (docs/decisions/0034-content-in-the-database.md): pages, FAQ, blog, careers,
 * holiday events, campaigns and terms are read on every page view and identical for everyone, so
 * each API copy keeps finished answers in memory, as the catalogue does (decision 0006). Entries
 * are dropped when content_state.version moves (triggers on every content table), when a
 * publish date, an event or campaign window or an opening's closing date comes, on
 * `invalidateContent()`, and after a minute at most.
 */
export type ContentCache = VersionedCache;

type ContentStateRow = { version: number | string | null; next_change: Date | string | null };

// The instants at which an answer changes without any write: a publish date coming, a window
// opening or closing, an opening closing. Published rows only (a draft changes nothing).
const FUTURE_PUBLICATIONS = [
  "content_pages",
  "faq_entries",
  "blog_posts",
  "carousel_items",
  "job_openings",
  "holiday_events",
  "store_campaigns",
  "terms",
].map(
  (table) =>
    `SELECT min(published_at) AS t FROM "${table}" WHERE status = 'published' AND published_at > now()`,
);
const FUTURE_WINDOWS = ["holiday_events", "store_campaigns"].flatMap((table) =>
  ["starts_at", "ends_at"].map(
    (column) =>
      `SELECT min(${column}) AS t FROM "${table}" WHERE status = 'published' AND ${column} > now()`,
  ),
);
const FUTURE_CLOSINGS = [
  `SELECT min(closes_at) AS t FROM "job_openings" WHERE status = 'published' AND closes_at > now()`,
];
const NEXT_CHANGE = [...FUTURE_PUBLICATIONS, ...FUTURE_WINDOWS, ...FUTURE_CLOSINGS].join(
  " UNION ALL ",
);

/** The content version and the next time-driven change, in one round trip. */
export async function readContentState(db: Db): Promise<VersionedState> {
  const { rows } = await db.execute<ContentStateRow>(
    sql.raw(`SELECT (SELECT version FROM content_state WHERE id = 1) AS version,
      (SELECT min(t) FROM (${NEXT_CHANGE}) AS future) AS next_change`),
  );
  const row = rows[0];
  const next = row?.next_change ? new Date(row.next_change).getTime() : Number.POSITIVE_INFINITY;
  return { version: Number(row?.version ?? 0), nextChange: next };
}

const caches = new WeakMap<Db, ContentCache>();

/** The content cache of this database handle (created on first use; options only then). */
export function contentCacheFor(db: Db, options?: VersionedCacheOptions): ContentCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = createVersionedCache(() => readContentState(db), options);
    caches.set(db, cache);
  }
  return cache;
}

/** The hits and misses of this handle's content cache (zero until it is first used). */
export function contentCacheStats(db: Db): { hits: number; misses: number } {
  return caches.get(db)?.stats() ?? { hits: 0, misses: 0 };
}

/** Drops every cached content answer of this database handle in this process (after a write). */
export function invalidateContent(db: Db): void {
  caches.get(db)?.invalidate();
}
