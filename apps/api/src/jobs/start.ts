import type { FastifyInstance } from "fastify";
import { type RenewalGateway, runRenewals, startRenewalScheduler } from "./renewals";

/** Default pause between two renewal runs: one hour. */
export const DEFAULT_RENEWAL_INTERVAL_MS = 3_600_000;

/**
 * RENEWAL_INTERVAL_MS (milliseconds; 0 disables the scheduler in this process). Read here rather
 * than in config.ts for now (TODO: move next to PAYMENT_RECONCILE_INTERVAL_MS). Tests default to 0.
 */
export function renewalIntervalMs(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.RENEWAL_INTERVAL_MS;
  if (raw === undefined || raw.trim() === "") {
    return env.NODE_ENV === "test" ? 0 : DEFAULT_RENEWAL_INTERVAL_MS;
  }
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`RENEWAL_INTERVAL_MS must be a whole number of milliseconds, got "${raw}"`);
  }
  return value;
}

/** The gateway of the payments plugin (`app.payments.gateway`), or null when it is absent. */
export function gatewayOfApp(app: FastifyInstance): RenewalGateway | null {
  return (app as unknown as { payments?: { gateway?: RenewalGateway } }).payments?.gateway ?? null;
}

/** Starts the periodic renewal job of this API copy (main.ts); returns a stop function. */
export function startRenewals(app: FastifyInstance): () => void {
  const gateway = gatewayOfApp(app);
  const interval = renewalIntervalMs();
  if (!gateway || interval === 0) {
    app.log.info({ interval, gateway: gateway?.name ?? null }, "renewal job not scheduled");
    return () => {};
  }
  app.log.info({ interval, gateway: gateway.name }, "renewal job scheduled");
  return startRenewalScheduler(
    { db: app.database.db, gateway, country: app.config.country, log: app.log },
    interval,
  );
}

/** One run now (the CLI). */
export async function runRenewalsOnce(app: FastifyInstance) {
  const gateway = gatewayOfApp(app);
  if (!gateway) throw new Error("no payment gateway is registered (payments plugin missing)");
  return runRenewals({ db: app.database.db, gateway, country: app.config.country, log: app.log });
}
