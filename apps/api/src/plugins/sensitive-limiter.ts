import type { FastifyReply, FastifyRequest } from "fastify";
import { rateLimitedError } from "../lib/app-error";
import { addressKey, type Budget, emailKey } from "../lib/budget";

export type SensitiveBucket =
  | "sign-in"
  | "lock-state"
  | "sign-up"
  | "reset"
  | "verification"
  | "lockout"
  | "custom-token"
  | "reauthenticate"
  | "password"
  | "two-factor"
  | "contact";

/** Whose budget a sensitive call spends. */
export interface BudgetScope {
  /**
   * Also the budget of the body's e-mail address (default true). False where a stranger could
   * otherwise spend another member's budget: the read-only lock-state calls, and sign-ins from
   * a browser the account signed in on before (docs/decisions/0019).
   */
  perEmail?: boolean;
}

/**
 * The stricter budget of the sensitive calls (AUTH_RATE_LIMIT_MAX per AUTH_RATE_LIMIT_WINDOW_MS,
 * default 10 a minute), counted per client IP and per e-mail address of the body, per bucket, in
 * the app's limiter store (Redis when REDIS_URL is set: one budget for every copy).
 */
export function createSensitiveLimiter(budget: Budget) {
  return {
    async check(
      request: FastifyRequest,
      reply: FastifyReply,
      bucket: SensitiveBucket,
      scope: BudgetScope = {},
    ): Promise<void> {
      const keys = [addressKey(bucket, request)];
      const byEmail = scope.perEmail === false ? null : emailKey(bucket, request);
      if (byEmail) keys.push(byEmail);
      const wait = Math.max(...(await Promise.all(keys.map((key) => budget.hit(key)))));
      if (wait > 0) {
        reply.header("retry-after", String(wait));
        throw rateLimitedError();
      }
    },
  };
}

export type SensitiveLimiter = ReturnType<typeof createSensitiveLimiter>;
