import type { FastifyInstance } from "fastify";
import { createRenewalMails } from "./renewal-mails";
import type { RenewalDeps, RenewalGateway } from "./renewal-types";
import { runRenewals, startRenewalScheduler } from "./renewals";

/** The gateway of the payments plugin (`app.payments.gateway`), or null when it is absent. */
export function gatewayOfApp(app: FastifyInstance): RenewalGateway | null {
  return (app as unknown as { payments?: { gateway?: RenewalGateway } }).payments?.gateway ?? null;
}

/**
 * Everything the renewal job needs from a built app: its database, gateway, the retry policy of
 * config.renewals and the member e-mails (through the app's mailer). Also for routes that charge a
 * renewal on the member's request, so both paths follow the same policy and send the same mails.
 */
export function renewalDepsOf(app: FastifyInstance, gateway: RenewalGateway): RenewalDeps {
  const mailer = app.hasDecorator("mailer") ? app.mailer : undefined;
  return {
    db: app.database.db,
    gateway,
    country: app.config.country,
    log: app.log,
    retryDays: app.config.renewals.retryDays,
    ...(mailer
      ? { mails: createRenewalMails(app.database.db, mailer, app.config.publicUrl, app.log) }
      : {}),
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
  return startRenewalScheduler(renewalDepsOf(app, gateway), intervalMs, { leadDays });
}

/** One run now (the CLI). */
export async function runRenewalsOnce(app: FastifyInstance) {
  const gateway = gatewayOfApp(app);
  if (!gateway) throw new Error("no payment gateway is registered (payments plugin missing)");
  return runRenewals(renewalDepsOf(app, gateway), { leadDays: app.config.renewals.leadDays });
}
