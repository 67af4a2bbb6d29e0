import type { SecondaryStorage } from "better-auth";
import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";

/**
 * better-auth's secondary storage in Redis (REDIS_URL): sessions are read from Redis first, and
 * the database stays the record (`storeSessionInDatabase`), so a miss — or Redis being away —
 * reads the database. An error never reaches a request: a read answers "not cached", a write is
 * skipped, with one warning per outage. A session revoked while Redis was away would stay cached
 * there, so failed deletions are retried when Redis answers again.
 */
export function redisSessionStorage(
  redis: Redis,
  prefix: string,
  log: FastifyBaseLogger,
): SecondaryStorage {
  const pendingDeletes = new Set<string>();
  let warned = false;
  function failed(error: unknown) {
    if (warned) return;
    warned = true;
    log.warn({ err: error }, "sessions: Redis unavailable, reading sessions from the database");
  }
  redis.on("ready", () => {
    warned = false;
    if (pendingDeletes.size === 0) return;
    const keys = [...pendingDeletes];
    pendingDeletes.clear();
    redis.del(...keys).catch((error: unknown) => {
      for (const key of keys) pendingDeletes.add(key);
      failed(error);
    });
  });
  const k = (key: string) => `${prefix}${key}`;
  return {
    async get(key) {
      try {
        return await redis.get(k(key));
      } catch (error) {
        failed(error);
        return null;
      }
    },
    async set(key, value, ttl) {
      try {
        if (ttl && ttl > 0) await redis.set(k(key), value, "EX", ttl);
        else await redis.set(k(key), value);
      } catch (error) {
        // A stale copy must not outlive the outage: drop it when Redis is back.
        pendingDeletes.add(k(key));
        failed(error);
      }
    },
    async delete(key) {
      try {
        await redis.del(k(key));
      } catch (error) {
        pendingDeletes.add(k(key));
        failed(error);
      }
    },
  };
}
