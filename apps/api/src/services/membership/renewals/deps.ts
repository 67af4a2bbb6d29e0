import type { FastifyInstance } from "fastify";
import { createRenewalMails } from "./mails";
import type { RenewalDeps, RenewalGateway } from "./types";

/** The gateway of the payments plugin (`app.payments.gateway`), or null when it is absent. */
export function gatewayOfApp(app: FastifyInstance): RenewalGateway | null {
  return (app as unknown as { payments?: { gateway?: RenewalGateway } }).payments?.gateway ?? null;
}

/**
 * Everything a renewal needs from a built app: its database, gateway, the retry policy of
 * config.renewals and the member e-mails (through the app's mailer). Used by the job and by the
 * routes that charge a renewal on the member's request, so both paths follow the same policy and
 * send the same mails.
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
