import type { FastifyReply, FastifyRequest } from "fastify";
import { rateLimitedError } from "../lib/app-error";
import { createWindowCounter } from "../lib/window-counter";

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
 * default 10 a minute), counted per client IP and per e-mail address of the body, per bucket.
 */
export function createSensitiveLimiter(limit: { max: number; windowMs: number }) {
  const counter = createWindowCounter(limit.max, limit.windowMs);
  return {
    check(
      request: FastifyRequest,
      reply: FastifyReply,
      bucket: SensitiveBucket,
      scope: BudgetScope = {},
    ): void {
      const email = (request.body as { email?: unknown } | undefined)?.email;
      const waits = [counter.hit(`${bucket}|ip|${request.ip}`)];
      if (scope.perEmail !== false && typeof email === "string" && email.trim() !== "") {
        waits.push(counter.hit(`${bucket}|email|${email.trim().toLowerCase()}`));
      }
      const wait = Math.max(...waits);
      if (wait > 0) {
        reply.header("retry-after", String(wait));
        throw rateLimitedError();
      }
    },
  };
}

export type SensitiveLimiter = ReturnType<typeof createSensitiveLimiter>;
