import type { Redis } from "ioredis";
import type { Config } from "../config";
import { connectRedis } from "../lib/limit-store";
import { globalPlugin } from "./global-plugin";

declare module "fastify" {
  interface FastifyInstance {
    /** The shared Redis of several copies (REDIS_URL), or null: everything stays in this process. */
    redis: Redis | null;
  }
}

/**
 * One Redis connection per app when REDIS_URL is set (decision 0040): the limiter store of every
 * request limit and auth budget, and better-auth's secondary storage of sessions. Starting never
 * waits for Redis: while it is away the limits count in this process and sessions come from the
 * database (it waits at most 2 s for the first connection).
 */
export const redisPlugin = globalPlugin<{ config: Config }>(
  "spc-redis",
  async (fastify, { config }) => {
    const redis = config.redisUrl ? connectRedis(config.redisUrl) : null;
    fastify.decorate("redis", redis);
    if (!redis) return;
    fastify.addHook("onClose", async () => void redis.disconnect());
    // Give the connection a moment, so the first requests do not count in memory for nothing;
    // a refused or slow connection is an outage like any other (lib/limit-store.ts).
    await new Promise<void>((resolve) => {
      const done = () => resolve();
      redis.once("ready", done);
      redis.once("error", done);
      setTimeout(done, 2000).unref();
    });
  },
);
