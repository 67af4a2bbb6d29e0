/**
 * A tiny in-process cache for content that changes rarely (menu, categories, terms, flags) and is
 * read on every page load. Concurrent misses share one load; failed loads are not cached. Each
 * API copy has its own cache, so an admin edit shows up everywhere within `ttlMs`.
 */
export interface TtlCache<T> {
  get(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

export function createTtlCache<T>(ttlMs: number, now: () => number = Date.now): TtlCache<T> {
  const entries = new Map<string, { expiresAt: number; value: Promise<T> }>();
  return {
    get(key, load) {
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) return hit.value;
      const value = load();
      entries.set(key, { expiresAt: now() + ttlMs, value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}

/** How long rarely-changing content is served from memory before the database is asked again. */
export const CONTENT_CACHE_TTL_MS = 30_000;
