import { createRequire } from "node:module";
import type { FastifyRateLimitStore } from "@fastify/rate-limit";
import type { FastifyBaseLogger } from "fastify";
import { Redis } from "ioredis";

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;
interface Store {
  incr(key: string, cb: Callback, timeWindow: number, max: number): void;
  read(key: string, cb: Callback, timeWindow: number, max: number): void;
  child(routeOptions: unknown): Store;
}

// The plugin's own stores (CommonJS files, not in its exports' types).
const require = createRequire(import.meta.url);
const RedisStore = require("@fastify/rate-limit/store/RedisStore.js") as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => Store;
const LocalStore = require("@fastify/rate-limit/store/LocalStore.js") as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache?: number,
) => Store;

/**
 * Keys each memory store keeps (least recently used go first). Large, so that spraying many
 * addresses or e-mails cannot push a budget someone is guessing against out of memory.
 */
const LOCAL_KEYS = 100_000;

/** Connection of the shared limiter store: fails fast rather than queueing while Redis is away. */
export function connectRedis(url: string): Redis {
  return new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 500,
    connectTimeout: 1000,
    // Keep trying to come back, at most every 2 s.
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
}

export interface FallbackEvents {
  log: FastifyBaseLogger;
  /** Called each time a count falls back to this process's memory. */
  onFallback?: () => void;
}

/**
 * The limiter store of every request limit and auth budget (decision 0040): @fastify/rate-limit's
 * Redis store when REDIS_URL is set, with its memory store beside it. While Redis does not answer,
 * counts go to the memory store (per-process limits, never "no limits" and never a 500), with one
 * warning when the outage starts and one line when Redis answers again. Without Redis, the memory
 * store alone.
 */
export function createLimitStore(redis: Redis | undefined, prefix: string, events: FallbackEvents) {
  const state = { degraded: false };
  redis?.on("error", () => degrade(new Error("redis connection error")));
  redis?.on("ready", () => {
    if (!state.degraded) return;
    state.degraded = false;
    events.log.info("rate limits: Redis answers again, counts are shared again");
  });

  function degrade(error: Error) {
    if (state.degraded) return;
    state.degraded = true;
    events.log.warn(
      { err: error },
      "rate limits: Redis unavailable, counting in this process until it answers",
    );
  }

  function wrap(shared: Store | undefined, local: Store): Store {
    function run(method: "incr" | "read") {
      return (key: string, cb: Callback, timeWindow: number, max: number) => {
        if (!shared || (state.degraded && redis?.status !== "ready")) {
          if (shared) events.onFallback?.();
          local[method](key, cb, timeWindow, max);
          return;
        }
        shared[method](
          key,
          (error, result) => {
            if (!error) {
              cb(null, result);
              return;
            }
            degrade(error);
            events.onFallback?.();
            local[method](key, cb, timeWindow, max);
          },
          timeWindow,
          max,
        );
      };
    }
    return {
      incr: run("incr"),
      read: run("read"),
      child: (routeOptions) =>
        wrap(
          shared?.child(routeOptions),
          local.child({ ...(routeOptions as object), cache: LOCAL_KEYS }),
        ),
    };
  }

  const root = wrap(
    redis ? new RedisStore(false, false, redis, prefix) : undefined,
    new LocalStore(false, false, LOCAL_KEYS),
  );
  return {
    store: root,
    /** For the plugin's `store` option (it calls `new Store(options)`). */
    Store: function SharedStore() {
      return root;
    } as unknown as new () => FastifyRateLimitStore,
    get degraded() {
      return state.degraded;
    },
  };
}
