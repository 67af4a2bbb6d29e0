import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { createTestDatabase } from "../db/testing";
import { ORIGIN, signIn, signUp } from "../testing/accounts";
import { testConfig } from "../testing/app";

/**
 * Several copies on one Redis (decision 0040). Runs only with TEST_REDIS_URL (e.g.
 * redis://127.0.0.1:6379/15): each run writes under its own key prefix and removes only those.
 */
const redisUrl = process.env.TEST_REDIS_URL;
const prefix = `spc-test-${randomUUID()}:`;

async function copy(
  database: Awaited<ReturnType<typeof createTestDatabase>>,
  url: string,
  keyPrefix = prefix,
) {
  const warnings: string[] = [];
  const app = await buildApp({
    config: testConfig({ REDIS_URL: url, REDIS_PREFIX: keyPrefix }),
    database,
    logger: { level: "warn", stream: { write: (line: string) => warnings.push(line) } },
  });
  await app.ready();
  return { app, warnings };
}

describe.skipIf(!redisUrl)("two copies sharing one Redis", () => {
  const redis = redisUrl ? new Redis(redisUrl) : undefined;
  afterAll(async () => {
    if (!redis) return;
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it("shares the sign-in budget: the 11th attempt is refused whichever copy answers", async () => {
    const database = await createTestDatabase();
    const one = await copy(database, redisUrl!);
    const two = await copy(database, redisUrl!);
    try {
      const statuses: number[] = [];
      for (let attempt = 1; attempt <= 10; attempt++) {
        const app: FastifyInstance = attempt % 2 ? one.app : two.app;
        statuses.push(
          (await signIn(app, `shared${attempt}@example.com`, "Wrong-pass1")).statusCode,
        );
      }
      expect(statuses.every((status) => status === 401)).toBe(true);
      for (const app of [one.app, two.app]) {
        const refused = await signIn(app, "shared-last@example.com", "Wrong-pass1");
        expect(refused.statusCode).toBe(429);
        expect(refused.json().error.code).toBe("rate_limited");
        expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      }
      expect(await redis!.keys(`${prefix}rl:*sign-in|ip|*`)).not.toHaveLength(0);
    } finally {
      await one.app.close();
      await two.app.close();
      await database.cleanup();
    }
  });

  it("caches sessions in Redis: a sign-in on one copy is valid on the other", async () => {
    const database = await createTestDatabase();
    // Its own budgets: the test above spent this address's sign-in budget.
    const sessions = `${prefix}sessions:`;
    const one = await copy(database, redisUrl!, sessions);
    const two = await copy(database, redisUrl!, sessions);
    try {
      expect((await signUp(one.app, "cached@example.com")).statusCode).toBe(200);
      const signedIn = await signIn(one.app, "cached@example.com");
      expect(signedIn.statusCode).toBe(200);
      const token = signedIn.json().token as string;
      expect(await redis!.get(`${sessions}auth:${token}`)).toContain("cached@example.com");
      const session = await two.app.inject({
        method: "GET",
        url: "/api/auth/get-session",
        headers: { authorization: `Bearer ${token}`, origin: ORIGIN },
      });
      expect(session.json()?.user?.email).toBe("cached@example.com");
      // Signing out on the second copy removes the cached session for both.
      await two.app.inject({
        method: "POST",
        url: "/api/auth/sign-out",
        headers: { authorization: `Bearer ${token}`, origin: ORIGIN },
        payload: {},
      });
      expect(await redis!.get(`${sessions}auth:${token}`)).toBeNull();
      const after = await one.app.inject({
        method: "GET",
        url: "/api/auth/get-session",
        headers: { authorization: `Bearer ${token}`, origin: ORIGIN },
      });
      expect(after.json()).toBeNull();
    } finally {
      await one.app.close();
      await two.app.close();
      await database.cleanup();
    }
  });
});

describe("a copy whose Redis is away", () => {
  it("keeps per-process limits and sessions from the database, with one warning", async () => {
    const database = await createTestDatabase();
    // A closed port: every Redis command fails.
    const { app, warnings } = await copy(database, "redis://127.0.0.1:1");
    try {
      expect((await signUp(app, "outage@example.com")).statusCode).toBe(200);
      const signedIn = await signIn(app, "outage@example.com");
      expect(signedIn.statusCode).toBe(200);
      const session = await app.inject({
        method: "GET",
        url: "/api/auth/get-session",
        headers: { authorization: `Bearer ${signedIn.json().token}`, origin: ORIGIN },
      });
      expect(session.json()?.user?.email).toBe("outage@example.com");

      const statuses: number[] = [];
      for (let attempt = 1; attempt <= 11; attempt++) {
        statuses.push((await signIn(app, `away${attempt}@example.com`, "Wrong-pass1")).statusCode);
      }
      // One sign-in above spent the address's budget too: the 10th wrong one is already refused.
      expect(statuses.slice(0, 9).every((status) => status === 401)).toBe(true);
      expect(statuses.slice(9)).toEqual([429, 429]);
      expect(
        warnings.filter((line) => line.includes("rate limits: Redis unavailable")),
      ).toHaveLength(1);
      expect(warnings.filter((line) => line.includes("sessions: Redis unavailable"))).toHaveLength(
        1,
      );
      // Every count taken in memory is counted for the scrape.
      const metrics = await app.inject({ method: "GET", url: "/metrics" });
      const fallbacks = metrics.body.match(/^spc_rate_limit_fallbacks_total (\d+)/m);
      expect(Number(fallbacks?.[1])).toBeGreaterThan(10);
    } finally {
      await app.close();
      await database.cleanup();
    }
  });
});
