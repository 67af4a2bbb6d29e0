import type { FastifyInstance, FastifyRequest } from "fastify";

const BUDGET_KEY = Symbol("spc.budgetKey");

/** Whom a count belongs to: built by the key generators below (or a device's nonce). */
export type BudgetKey = string;

/** Key generator by client address: `<bucket>|ip|<address>`. */
export function addressKey(bucket: string, request: Pick<FastifyRequest, "ip">): BudgetKey {
  return `${bucket}|ip|${request.ip}`;
}

/** Normalised e-mail address of a body (trimmed, lower case), or null when it has none. */
export function bodyEmail(body: unknown): string | null {
  const email = (body as { email?: unknown } | null | undefined)?.email;
  if (typeof email !== "string" || email.trim() === "") return null;
  return email.trim().toLowerCase();
}

/** Key generator by the body's e-mail address, normalised; null when the body names none. */
export function emailKey(bucket: string, request: Pick<FastifyRequest, "body">): BudgetKey | null {
  const email = bodyEmail(request.body);
  return email === null ? null : `${bucket}|email|${email}`;
}

export interface Budget {
  /** Counts one hit on the key; the seconds to wait when it is over the budget, else 0. */
  hit(key: BudgetKey): Promise<number>;
  /** The key's hits in its current window and the seconds until that window ends (0 if none). */
  peek(key: BudgetKey): Promise<{ count: number; waitSeconds: number }>;
}

/**
 * A budget of `max` hits per fixed window of `windowMs`, counted by @fastify/rate-limit
 * (`createRateLimit`) in the app's one limiter store: Redis when REDIS_URL is set, else this
 * process's memory (plugins/rate-limit.ts). The same mechanism as the routes' `config.rateLimit`,
 * for counts a route takes in its handler (per e-mail address, per device, only on failures).
 */
export function createBudget(
  fastify: Pick<FastifyInstance, "createRateLimit">,
  name: string,
  limit: { max: number; windowMs: number },
): Budget {
  const check = fastify.createRateLimit({
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: (request) => (request as unknown as Record<symbol, string>)[BUDGET_KEY] ?? "",
  });
  // The plugin reads the key, the address (allow list) and the route's config from the request.
  const asRequest = (key: BudgetKey) =>
    ({
      url: "/api",
      routeOptions: { config: {} },
      [BUDGET_KEY]: `${name}|${key}`,
    }) as unknown as FastifyRequest;
  return {
    async hit(key) {
      const result = await check(asRequest(key));
      if (result.isAllowed || !result.isExceeded) return 0;
      return Math.max(1, result.ttlInSeconds);
    },
    async peek(key) {
      const result = await check(asRequest(key), { increment: false });
      if (result.isAllowed || result.ttl <= 0) return { count: 0, waitSeconds: 0 };
      return {
        count: Math.max(0, result.max - result.remaining),
        waitSeconds: Math.max(1, result.ttlInSeconds),
      };
    },
  };
}
