import type { FastifyInstance } from "fastify";
import { createMailer, type Mailer } from "../../adapters/mailer";
import { trackMailOrigin } from "../../adapters/mailer/request-origin";
import type { Config } from "../../config";
import { createBudget } from "../../lib/budget";
import { globalPlugin } from "../../plugins/global-plugin";
import { type Auth, createAuth } from "./auth";
import { redisSessionStorage } from "./session-storage";
import { DEVICE_FAILURES } from "./trusted-device";

declare module "fastify" {
  interface FastifyInstance {
    auth: Auth;
    mailer: Mailer;
  }
}

/**
 * Identity for the whole app: the mailer and the better-auth instance, as `fastify.mailer` and
 * `fastify.auth`. Register it before the auth plugin, which reads sessions through
 * `sessionReaderOf(app.auth)` (plugins know no service; the service hands them what they need).
 */
export const identityPlugin = globalPlugin<{ config: Config }>(
  "spc-identity",
  async (fastify: FastifyInstance, { config }) => {
    const db = fastify.database.db;
    const mailer = createMailer(config.mail, db);
    // Only the development mailbox ever shows outbox mail to a browser: elsewhere (production,
    // or real SMTP) there is nothing to withhold, so no request pays for the scope.
    if (!config.isProduction && !config.mail.smtpUrl) trackMailOrigin(fastify);
    fastify.decorate("mailer", mailer);
    const deviceFailures = createBudget(fastify, "device-failures", DEVICE_FAILURES);
    const secondaryStorage = fastify.redis
      ? redisSessionStorage(fastify.redis, `${config.redisPrefix}auth:`, fastify.log)
      : undefined;
    fastify.decorate(
      "auth",
      createAuth({ config, db, mailer, deviceFailures, secondaryStorage, log: fastify.log }),
    );
  },
);
