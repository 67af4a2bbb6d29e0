import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import {
  createVersionedCache,
  type VersionedCache,
  type VersionedCacheOptions,
} from "../../../lib/versioned-cache";

/**
 * The catalogue cache (docs/decisions/0006-catalogue-cache.md). Anonymous catalogue reads are the
 * hot path and identical for everyone, so each API copy keeps finished answers in memory, keyed
 * by the normalized query. An entry is dropped when:
 * - `invalidate()` is called — every in-process write path does this (immediate);
 * - `catalogue_state.version` moved — statement triggers bump it on any write to a catalogue
 *   table, from any copy or a SQL console; checked in the background at most once per
 *   `checkIntervalMs`;
 * - a time-driven change is due — an LTO window opening or closing, an offer starting or ending
 *   (the soonest such instant is read with the version);
 * - it is older than `maxAgeMs` (a safety net for data without triggers, e.g. code counts).
 * The hot path is one Map lookup; the version query never delays a request.
 */
export type CatalogueCache = VersionedCache;

export type CatalogueCacheOptions = VersionedCacheOptions;

type CatalogueStateRow = {
  version: number | string | null;
  next_change: Date | string | null;
};

/** Reads the version and the next time-driven change of the catalogue, in one round trip. */
async function readCatalogueState(db: Db): Promise<{ version: number; nextChange: number }> {
  const { rows } = await db.execute<CatalogueStateRow>(sql`
    SELECT (SELECT version FROM catalogue_state WHERE id = 1) AS version,
      (SELECT least(
          min(o.lto_start_date) FILTER (WHERE o.lto_start_date > now()),
          min(o.lto_end_date) FILTER (WHERE o.lto_end_date >= now()),
          min(o.start_date) FILTER (WHERE o.start_date > now()),
          min(o.end_date) FILTER (WHERE o.end_date > now()))
        FROM offers o WHERE o.status = 'active') AS next_change`);
  const row = rows[0];
  const next = row?.next_change ? new Date(row.next_change).getTime() : Number.POSITIVE_INFINITY;
  // The LTO end is inclusive: the offer stops being limited just after it.
  return { version: Number(row?.version ?? 0), nextChange: next + 1 };
}

export function createCatalogueCache(db: Db, options: CatalogueCacheOptions = {}): CatalogueCache {
  return createVersionedCache(() => readCatalogueState(db), options);
}

// One cache per database handle, reachable from any write path without plumbing:
// `invalidateCatalogue(fastify.database.db)` after changing offers, partners, collections, ads…
const caches = new WeakMap<Db, CatalogueCache>();

/** The catalogue cache of this database handle (created on first use). */
export function catalogueCacheFor(db: Db, options?: CatalogueCacheOptions): CatalogueCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = createCatalogueCache(db, options);
    caches.set(db, cache);
  }
  return cache;
}

/** Drops every cached catalogue answer of this database handle in this process. */
export function invalidateCatalogue(db: Db): void {
  caches.get(db)?.invalidate();
}

/** The hits and misses of this handle's catalogue cache (zero until it is first used). */
export function catalogueCacheStats(db: Db): { hits: number; misses: number } {
  return caches.get(db)?.stats() ?? { hits: 0, misses: 0 };
}
