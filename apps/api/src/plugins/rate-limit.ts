import rateLimit from "@fastify/rate-limit";
import { Counter } from "prom-client";
import type { Config } from "../config";
import { rateLimitedError } from "../lib/app-error";
import { createLimitStore } from "../lib/limit-store";
import { globalPlugin } from "./global-plugin";

/**
 * A generous per-IP limit on every /api route; routes tighten it with
 * `config: { rateLimit: { max, timeWindow } }`, and the auth budgets count through the same
 * plugin (`createRateLimit`, lib/budget.ts). One store holds every count: Redis when REDIS_URL is
 * set (shared by every copy), this process's memory otherwise, and memory again while Redis is
 * away (lib/limit-store.ts). Static SPA files are not counted: they are cheap and cached.
 */
export const rateLimitPlugin = globalPlugin<{ config: Config }>(
  "spc-rate-limit",
  async (fastify, { config }) => {
    const fallbacks = new Counter({
      name: "spc_rate_limit_fallbacks_total",
      help: "Limiter counts taken in this process because Redis did not answer",
      registers: [fastify.metrics.registry],
    });
    const limits = createLimitStore(fastify.redis ?? undefined, `${config.redisPrefix}rl:`, {
      log: fastify.log,
      onFallback: () => fallbacks.inc(),
    });
    await fastify.register(rateLimit, {
      global: true,
      store: limits.Store,
      max: config.rateLimit.max,
      timeWindow: config.rateLimit.windowMs,
      allowList: (request) => !isApiPath(request.url),
      // Thrown by the plugin, so our error handler renders the envelope; Retry-After is set first.
      errorResponseBuilder: () => rateLimitedError(),
    });
  },
);

/**
 * Tight per-route budgets (`config: { rateLimit: ROUTE_RATE_LIMITS.x }`) of the public calls that
 * move money or send mail, on top of the global limit; each route counts per client address on
 * its own, and the 429 is the same envelope (the web opens the rate-limit modal).
 */
export const ROUTE_RATE_LIMITS = {
  /** Guest card payments (/v2/checkout/guest, /v2/order, /v2/order/paypal): card testing. A
   * buyer retrying a declined card or a dropped request a few times stays well inside. */
  guestCheckout: { max: 10, timeWindow: 15 * 60_000 },
  /** POST /api/vip/code: each call e-mails any address (counted per member). */
  vipInvitation: { max: 5, timeWindow: 60 * 60_000 },
  /** POST /api/content/contact: each message e-mails the team and acknowledges to any address. */
  contactMessage: { max: 5, timeWindow: 60 * 60_000 },
  /** GET /validatePromoCode/{code}, /school_code/{code}: guessing codes one by one. */
  codeCheck: { max: 10, timeWindow: 60_000 },
  /** GET /api/store/verifyEventId: a valid pair reveals the event's school code — guessing pairs. */
  eventLinkCheck: { max: 20, timeWindow: 60_000 },
  /** POST /contestRegister and photo entries: replays are harmless (one entry), but cap the
   * eligibility reads and uploads a member can trigger. */
  contestEntry: { max: 30, timeWindow: 60_000 },
  /** POST /subscribe and the newsletter's confirm and preference calls: each may e-mail any address. */
  newsletter: { max: 10, timeWindow: 60 * 60_000 },
  /** The notification centre's writes (mark read, mark all read, dismiss; counted per member):
   * a member clicking through the panel stays far inside. */
  notificationWrite: { max: 60, timeWindow: 60_000 },
  /** POST /api/analytics/events: a browsing visitor sends a batch every few pages; a script
   * filling the table is cut off. */
  analyticsEvents: { max: 60, timeWindow: 60_000 },
  /** POST /api/users/consent/cookies: one row per category per choice. */
  consentLog: { max: 20, timeWindow: 60 * 60_000 },
} as const;

export function isApiPath(url: string): boolean {
  return url === "/api" || url.startsWith("/api/") || url.startsWith("/api?");
}
