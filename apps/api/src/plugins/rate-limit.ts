import rateLimit from "@fastify/rate-limit";
import type { Config } from "../config";
import { rateLimitedError } from "./app-error";
import { globalPlugin } from "./global-plugin";

/**
 * A generous per-IP limit on every /api route; routes tighten it with
 * `config: { rateLimit: { max, timeWindow } }`. The counters live in memory, which is right for
 * one process; with several copies behind a load balancer pass a shared store (e.g. `redis` from
 * REDIS_URL) here. Static SPA files are not counted: they are cheap and cached by the browser.
 */
export const rateLimitPlugin = globalPlugin<{ config: Config }>(
  "spc-rate-limit",
  async (fastify, { config }) => {
    await fastify.register(rateLimit, {
      global: true,
      max: config.rateLimit.max,
      timeWindow: config.rateLimit.windowMs,
      allowList: (request) => !isApiPath(request.url),
      // Thrown by the plugin, so our error handler renders the envelope; Retry-After is set first.
      errorResponseBuilder: () => rateLimitedError(),
    });
  },
);

export function isApiPath(url: string): boolean {
  return url === "/api" || url.startsWith("/api/") || url.startsWith("/api?");
}
