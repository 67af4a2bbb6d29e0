import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { addressKey, bodyEmail, createBudget, emailKey } from "./budget";
import { connectRedis, createLimitStore } from "./limit-store";

describe("budget key generators", () => {
  it("keys by client address and by the body's normalised e-mail address", () => {
    expect(addressKey("sign-in", { ip: "203.0.113.7" })).toBe("sign-in|ip|203.0.113.7");
    expect(emailKey("sign-in", { body: { email: "  Ana.Member@Example.COM " } })).toBe(
      "sign-in|email|ana.member@example.com",
    );
    expect(emailKey("reset", { body: { email: "" } })).toBeNull();
    expect(emailKey("reset", { body: { email: 42 } })).toBeNull();
    expect(emailKey("reset", { body: undefined })).toBeNull();
    expect(bodyEmail({ email: "A@B.CA" })).toBe("a@b.ca");
  });
});

describe("budgets counted by the rate-limit plugin", () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  async function appWith(redisUrl?: string) {
    const warnings: string[] = [];
    const instance = Fastify({
      logger: { level: "warn", stream: { write: (line: string) => warnings.push(line) } },
    });
    const redis = redisUrl ? connectRedis(redisUrl) : undefined;
    if (redis) instance.addHook("onClose", async () => void redis.disconnect());
    let fallbacks = 0;
    const limits = createLimitStore(redis, "spc-test:", {
      log: instance.log,
      onFallback: () => fallbacks++,
    });
    await instance.register(rateLimit, { global: false, store: limits.Store });
    await instance.ready();
    app = instance;
    return { app: instance, warnings, fallbacks: () => fallbacks };
  }

  it("refuses the hit past the budget with the seconds left in the window", async () => {
    const { app } = await appWith();
    const budget = createBudget(app, "test", { max: 3, windowMs: 60_000 });
    expect([await budget.hit("a"), await budget.hit("a"), await budget.hit("a")]).toEqual([
      0, 0, 0,
    ]);
    const wait = await budget.hit("a");
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await budget.hit("b")).toBe(0);
    expect(await budget.peek("a")).toEqual({ count: 3, waitSeconds: expect.any(Number) });
    expect(await budget.peek("never")).toEqual({ count: 0, waitSeconds: 0 });
    // Another budget with the same key counts apart.
    expect(await createBudget(app, "other", { max: 1, windowMs: 60_000 }).hit("a")).toBe(0);
  });

  it("keeps counting in this process, with one warning, while Redis does not answer", async () => {
    // A closed port: every Redis command fails.
    const { app, warnings, fallbacks } = await appWith("redis://127.0.0.1:1");
    const budget = createBudget(app, "test", { max: 2, windowMs: 60_000 });
    const waits = [];
    for (let hit = 0; hit < 5; hit++) waits.push(await budget.hit("outage"));
    expect(waits.slice(0, 2)).toEqual([0, 0]);
    expect(waits.slice(2).every((wait) => wait > 0)).toBe(true);
    expect(fallbacks()).toBe(5);
    const logged = warnings.filter((line) => line.includes("Redis unavailable"));
    expect(logged).toHaveLength(1);
  });
});
