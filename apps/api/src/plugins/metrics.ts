import { timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { AppError } from "../lib/app-error";
import { isFromThisMachine } from "../lib/loopback";
import { globalPlugin } from "./global-plugin";

/** Counters a service feeds as things happen (the rest is read at scrape time). */
export interface AppMetrics {
  readonly registry: Registry;
  /** Renewal job runs of this copy, by result (`ok`, `failed`). */
  readonly renewalRuns: Counter<"result">;
  /** Registers a cache whose hits and misses are read at each scrape. */
  watchCache(name: string, stats: () => { hits: number; misses: number }): void;
}

declare module "fastify" {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
  interface FastifyContextConfig {
    /** Counts this route's answers as outcomes of a kind (checkout: paid, declined, …). */
    outcomeMetric?: "checkout";
  }
}

// Seconds; from a cached catalogue read (a few ms) to a payment gateway's slowest answers.
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** What a checkout answer means, from its status (the envelope's code stays in the log). */
export function checkoutOutcome(status: number): string {
  if (status < 400) return "paid";
  if (status === 402) return "declined";
  if (status === 409) return "conflict";
  if (status === 429) return "rate_limited";
  return status < 500 ? "refused" : "failed";
}

/**
 * Prometheus metrics of this API copy at GET /metrics (decision 0040): requests and latency per
 * route template (never the raw address: one series per route, whatever the ids), the database
 * pool, the catalogue and content caches' hit ratio, checkout outcomes, renewal job runs, and
 * Node's own (event loop lag, heap, GC). One registry per app, so tests never share counters.
 * Readable from this machine, or with `Authorization: Bearer METRICS_TOKEN` from elsewhere.
 */
export const metricsPlugin = globalPlugin<{ config: Config; database: Database }>(
  "spc-metrics",
  async (fastify, { config, database }) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });

    const requests = new Counter({
      name: "spc_http_requests_total",
      help: "HTTP requests answered, by method, route template and status",
      labelNames: ["method", "route", "status"] as const,
      registers: [registry],
    });
    const latency = new Histogram({
      name: "spc_http_request_duration_seconds",
      help: "Time to answer, by method and route template",
      labelNames: ["method", "route"] as const,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    });
    const checkouts = new Counter({
      name: "spc_checkout_outcomes_total",
      help: "Checkout answers by route and outcome (paid, declined, conflict, refused, failed)",
      labelNames: ["route", "outcome"] as const,
      registers: [registry],
    });
    const renewalRuns = new Counter({
      name: "spc_renewal_job_runs_total",
      help: "Renewal job runs of this copy, by result",
      labelNames: ["result"] as const,
      registers: [registry],
    });

    const caches = new Map<string, () => { hits: number; misses: number }>();
    const counted = new Map<string, { hits: number; misses: number }>();
    new Counter({
      name: "spc_cache_lookups_total",
      help: "Lookups of the in-process answer caches, by cache and result (hit, miss)",
      labelNames: ["cache", "result"] as const,
      registers: [registry],
      // The caches count for themselves; each scrape adds what they counted since the last.
      collect() {
        for (const [name, read] of caches) {
          const now = read();
          const before = counted.get(name) ?? { hits: 0, misses: 0 };
          this.labels(name, "hit").inc(now.hits - before.hits);
          this.labels(name, "miss").inc(now.misses - before.misses);
          counted.set(name, now);
        }
      },
    });

    new Gauge({
      name: "spc_db_pool_connections",
      help: "PostgreSQL pool connections by state (total, idle, waiting); absent on PGlite",
      labelNames: ["state"] as const,
      registers: [registry],
      collect() {
        const pool = database.poolStats?.();
        if (!pool) return;
        this.labels("total").set(pool.total);
        this.labels("idle").set(pool.idle);
        this.labels("waiting").set(pool.waiting);
      },
    });

    fastify.decorate("metrics", {
      registry,
      renewalRuns,
      watchCache: (name, stats) => {
        caches.set(name, stats);
      },
    } satisfies AppMetrics);

    fastify.addHook("onResponse", async (request: FastifyRequest, reply: FastifyReply) => {
      const route = request.routeOptions.url ?? "unmatched";
      const status = reply.statusCode;
      requests.labels(request.method, route, String(status)).inc();
      latency.labels(request.method, route).observe(reply.elapsedTime / 1000);
      if (request.routeOptions.config.outcomeMetric === "checkout") {
        checkouts.labels(route, checkoutOutcome(status)).inc();
      }
    });

    fastify.get(
      "/metrics",
      { config: { rateLimit: false }, schema: { hide: true } },
      async (request, reply) => {
        if (!mayRead(request, config.metricsToken)) throw AppError.notFound();
        reply.type(registry.contentType);
        return registry.metrics();
      },
    );
  },
);

/** This machine (a sidecar scraper), or a bearer of the configured token. */
function mayRead(request: FastifyRequest, token: string | undefined): boolean {
  if (isFromThisMachine(request)) return true;
  const sent = request.headers.authorization;
  if (token === undefined || typeof sent !== "string") return false;
  const expected = Buffer.from(`Bearer ${token}`);
  const given = Buffer.from(sent);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
