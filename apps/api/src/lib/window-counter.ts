interface Window {
  count: number;
  resetAt: number;
}

/**
 * Fixed-window counters in memory (one process; several copies behind a load balancer would
 * need a shared store, as for the global limit). Stale windows are swept as the map grows.
 */
export function createWindowCounter(max: number, windowMs: number, now: () => number = Date.now) {
  const windows = new Map<string, Window>();
  function sweep(at: number) {
    for (const [key, window] of windows) if (window.resetAt <= at) windows.delete(key);
  }
  function current(key: string, at: number): Window | undefined {
    const window = windows.get(key);
    return window && window.resetAt > at ? window : undefined;
  }
  return {
    /** Hits counted in the key's current window (0 when none is open). */
    count(key: string): number {
      return current(key, now())?.count ?? 0;
    },
    /** Seconds until the key's current window ends (0 when none is open). */
    waitSeconds(key: string): number {
      const at = now();
      const window = current(key, at);
      return window ? Math.max(1, Math.ceil((window.resetAt - at) / 1000)) : 0;
    },
    clear(key: string): void {
      windows.delete(key);
    },
    /** Counts one hit; returns the seconds to wait when over the budget, else 0. */
    hit(key: string): number {
      const at = now();
      if (windows.size > 10_000) sweep(at);
      let window = windows.get(key);
      if (!window || window.resetAt <= at) {
        window = { count: 0, resetAt: at + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return window.count > max ? Math.max(1, Math.ceil((window.resetAt - at) / 1000)) : 0;
    },
  };
}
