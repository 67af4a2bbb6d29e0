import type { FastifyInstance } from "fastify";
import { createMarketingPreferences } from "../adapters/marketing-preferences";
import {
  gatewayOfApp,
  type RenewalDeps,
  type RenewalRunOptions,
  renewalDepsOf,
  runRenewals,
} from "../services/membership";
import { purgeOldAnalyticsEvents } from "../services/system";
import { pushMarketingPreferences } from "../services/users";

// The jobs of this API copy: when they run. What a run does is the membership domain's.

/**
 * Runs the renewal job every `intervalMs` (0 = never); returns a stop function. Errors are
 * logged; `onRun` hears how each run ended (the metrics count them).
 */
export function startRenewalScheduler(
  deps: RenewalDeps,
  intervalMs: number,
  options: Omit<RenewalRunOptions, "now"> = {},
  onRun: (result: "ok" | "failed") => void = () => {},
): () => void {
  if (intervalMs <= 0) return () => {};
  let running = false;
  const tick = async () => {
    if (running) return; // never overlap runs in one process
    running = true;
    try {
      await runRenewals(deps, options);
      onRun("ok");
    } catch (error) {
      onRun("failed");
      deps.log?.error({ err: error }, "renewal job failed");
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  const first = setTimeout(() => void tick(), Math.min(intervalMs, 30_000));
  first.unref();
  return () => {
    clearInterval(timer);
    clearTimeout(first);
  };
}

/** Starts the periodic renewal job of this API copy (main.ts); returns a stop function. */
export function startRenewals(app: FastifyInstance): () => void {
  const gateway = gatewayOfApp(app);
  const { intervalMs, leadDays } = app.config.renewals;
  if (!gateway || intervalMs === 0) {
    app.log.info({ intervalMs, gateway: gateway?.name ?? null }, "renewal job not scheduled");
    return () => {};
  }
  app.log.info({ intervalMs, leadDays, gateway: gateway.name }, "renewal job scheduled");
  return startRenewalScheduler(renewalDepsOf(app, gateway), intervalMs, { leadDays }, (result) =>
    app.metrics.renewalRuns.labels(result).inc(),
  );
}

/** One run now (the CLI). */
export async function runRenewalsOnce(app: FastifyInstance) {
  const gateway = gatewayOfApp(app);
  if (!gateway) throw new Error("no payment gateway is registered (payments plugin missing)");
  return runRenewals(renewalDepsOf(app, gateway), { leadDays: app.config.renewals.leadDays });
}

/**
 * Pushes changed marketing preferences to the marketing service every MARKETING_SYNC_INTERVAL_MS
 * (main.ts); returns a stop function. A run never overlaps the previous one in this copy.
 */
export function startMarketingSync(app: FastifyInstance): () => void {
  const { preferencesUrl, preferencesKey, syncIntervalMs } = app.config.marketing;
  if (syncIntervalMs <= 0) return () => {};
  const db = app.database.db;
  const service = createMarketingPreferences({ url: preferencesUrl, key: preferencesKey }, db);
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await pushMarketingPreferences(db, service, app.log);
    } catch (error) {
      app.log.error({ err: error }, "marketing preference sync failed");
    } finally {
      running = false;
    }
  }, syncIntervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** The measurement retention job runs once a day; its first run a minute after start. */
export const ANALYTICS_RETENTION_INTERVAL_MS = 24 * 60 * 60_000;
const ANALYTICS_RETENTION_FIRST_RUN_MS = 60_000;

/**
 * Deletes first-party measurement rows older than 13 months once a day (main.ts, decision
 * 0051), whatever the provider now (rows of an earlier `local` period still expire). Every copy
 * runs it: the deletes are idempotent. Returns a stop function.
 */
export function startAnalyticsRetention(
  app: FastifyInstance,
  timing: { intervalMs?: number; firstRunMs?: number } = {},
): () => void {
  const intervalMs = timing.intervalMs ?? ANALYTICS_RETENTION_INTERVAL_MS;
  const db = app.database.db;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const deleted = await purgeOldAnalyticsEvents(db);
      if (deleted > 0) app.log.info({ deleted }, "old measurement events deleted");
    } catch (error) {
      app.log.error({ err: error }, "measurement retention job failed");
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  const first = setTimeout(
    () => void tick(),
    timing.firstRunMs ?? ANALYTICS_RETENTION_FIRST_RUN_MS,
  );
  first.unref();
  return () => {
    clearInterval(timer);
    clearTimeout(first);
  };
}
