import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Env, LOG_LEVELS } from "./env";

/** The repository root (this file lives in apps/api/src/config), so defaults do not depend on cwd. */
export const REPO_ROOT = fileURLToPath(new URL("../../../../", import.meta.url));

/** The names of this machine a developer may type: all three reach a loopback listener. */
export const LOOPBACK_HOSTS = ["localhost", "127.0.0.1", "[::1]"] as const;

/** How this API copy runs: where it listens, stores, logs and is reached. */
export interface ServerConfig {
  env: "development" | "production" | "test";
  isProduction: boolean;
  port: number;
  host: string;
  /** Absolute folder of the embedded PGlite database (unused when databaseUrl is set). */
  dataDir: string;
  /** postgres:// URL of a real server; undefined means the embedded PGlite database. */
  databaseUrl: string | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Absolute folder of the built SPA (apps/web/dist by default). */
  webDistDir: string;
  /** Where users reach the app, without a trailing slash. */
  publicUrl: string;
  trustProxy: boolean | number | string[];
  rateLimit: { max: number; windowMs: number };
  /** redis:// URL of the shared limiter store and session cache; undefined = process memory. */
  redisUrl: string | undefined;
  /** Prefix of every key this app writes in Redis. */
  redisPrefix: string;
  /** Bearer token of /metrics for scrapers on other machines; undefined = this machine only. */
  metricsToken: string | undefined;
  /**
   * After SIGTERM: how long the copy keeps serving while /api/ready answers 503, so the load
   * balancer's next health check takes it out before it stops accepting.
   */
  shutdownDrainMs: number;
}

/**
 * Outside production the server listens on loopback only ("localhost" makes Fastify listen on
 * both 127.0.0.1 and ::1): a development server, its mailbox and its demo accounts are not for
 * the network. Production (a container behind a load balancer) listens on every interface.
 */
function listenHost(e: Env): string {
  return e.HOST ?? (e.NODE_ENV === "production" ? "0.0.0.0" : "localhost");
}

export function serverConfig(e: Env): ServerConfig {
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === "production",
    port: e.PORT,
    host: listenHost(e),
    dataDir: path.resolve(REPO_ROOT, e.DATA_DIR ?? "data"),
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === "test" ? "silent" : "info"),
    webDistDir: path.resolve(REPO_ROOT, e.WEB_DIST_DIR ?? "apps/web/dist"),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    trustProxy: e.TRUST_PROXY,
    rateLimit: { max: e.RATE_LIMIT_MAX, windowMs: e.RATE_LIMIT_WINDOW_MS },
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    metricsToken: e.METRICS_TOKEN,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS ?? (e.NODE_ENV === "production" ? 5000 : 0),
  };
}
