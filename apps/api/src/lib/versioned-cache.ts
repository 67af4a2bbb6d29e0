/**
 * An in-process cache of finished answers that follows a version read from the database
 * (docs/decisions/0006-catalogue-cache.md): the catalogue cache and the content cache
 * (decision 0034) are two of them. An entry is dropped when:
 * - `invalidate()` is called — every in-process write path does this (immediate);
 * - the version moved — statement triggers bump it on any write to the data behind the answers,
 *   from any copy or a SQL console; checked in the background at most once per `checkIntervalMs`;
 * - a time-driven change is due — a window opening or closing, a publish date coming (the
 *   soonest such instant is read with the version);
 * - it is older than `maxAgeMs` (a safety net for data without triggers).
 * The hot path is one Map lookup; the version read never delays a request.
 */
export interface VersionedCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Forget every entry now (call after writing the data behind the answers). */
  invalidate(): void;
  readonly size: number;
  /** Lookups answered from memory and lookups that loaded, since the cache was made. */
  stats(): { hits: number; misses: number };
}

/** What the state read answers: the version, and the next time-driven change (ms, or Infinity). */
export interface VersionedState {
  version: number;
  nextChange: number;
}

export interface VersionedCacheOptions {
  checkIntervalMs?: number;
  maxAgeMs?: number;
  maxEntries?: number;
  now?: () => number;
}

interface Entry {
  value: Promise<unknown>;
  expiresAt: number;
}

export function createVersionedCache(
  readState: () => Promise<VersionedState>,
  options: VersionedCacheOptions = {},
): VersionedCache {
  const checkIntervalMs = options.checkIntervalMs ?? 1000;
  const maxAgeMs = options.maxAgeMs ?? 60_000;
  const maxEntries = options.maxEntries ?? 2000;
  const now = options.now ?? Date.now;

  const entries = new Map<string, Entry>();
  let knownVersion: number | null = null;
  let nextChange = Number.POSITIVE_INFINITY;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let checking: Promise<void> | null = null;
  let hits = 0;
  let misses = 0;

  function clear() {
    entries.clear();
  }

  async function check() {
    try {
      const state = await readState();
      if (state.version !== knownVersion) {
        // Entries (and loads in flight) may predate the write: drop them all.
        clear();
        knownVersion = state.version;
      }
      nextChange = state.nextChange;
    } catch {
      // The state cannot be read: loads will fail loudly themselves; try again next interval.
    } finally {
      checking = null;
    }
  }

  /**
   * Starts a version check when one is due, in the background: requests keep being served from
   * memory meanwhile, so the check never adds latency (a change shows up within about one
   * interval plus the check's round trip). Time-driven changes clear the entries synchronously.
   */
  function refresh() {
    const t = now();
    if (t >= nextChange) {
      clear();
      nextChange = Number.POSITIVE_INFINITY;
      checkedAt = Number.NEGATIVE_INFINITY;
    }
    if (t - checkedAt < checkIntervalMs || checking) return;
    checkedAt = t;
    checking = check();
  }

  function lookup<T>(key: string, load: () => Promise<T>): Promise<T> {
    const t = now();
    const hit = entries.get(key);
    if (hit && hit.expiresAt > t) {
      hits += 1;
      return hit.value as Promise<T>;
    }
    misses += 1;
    if (hit) entries.delete(key);
    if (entries.size >= maxEntries) {
      // Oldest first: Map iterates in insertion order.
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    const value = load();
    const entry = { value, expiresAt: t + maxAgeMs };
    entries.set(key, entry);
    value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return value;
  }

  return {
    get(key, load) {
      refresh();
      return lookup(key, load);
    },
    invalidate() {
      clear();
      // Also re-read the state on the next request, so a time-driven change is re-planned.
      checkedAt = Number.NEGATIVE_INFINITY;
    },
    get size() {
      return entries.size;
    },
    stats: () => ({ hits, misses }),
  };
}
