import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from "fastify";
import { mailboxRoutes } from "./adapters/mailer";
import type { Config } from "./config";
import type { Database } from "./db/client";
import { requestIdOf } from "./lib/request-id";
import { loggerOptions } from "./logger";
import { authPlugin } from "./plugins/auth";
import { errorsPlugin } from "./plugins/errors";
import { clientErrorHandler, frameworkErrors } from "./plugins/framework-errors";
import { jsonBodyPlugin } from "./plugins/json-body";
import { lifecyclePlugin } from "./plugins/lifecycle";
import { metricsPlugin } from "./plugins/metrics";
import { openapiPlugin } from "./plugins/openapi";
import { rateLimitPlugin } from "./plugins/rate-limit";
import { redisPlugin } from "./plugins/redis";
import { securityPlugin } from "./plugins/security";
import { spaPlugin } from "./plugins/spa";
import { adminService } from "./services/admin";
import { authService, identityPlugin, sessionReaderOf } from "./services/auth";
import { careersService } from "./services/careers";
import { contentCacheStats, contentService, contentStatusOf } from "./services/content";
import { paymentsPlugin } from "./services/membership";
import { catalogueCacheStats, catalogueStatusOf, offersService } from "./services/offers";
import { promosService } from "./services/promos";
import { createPageHeads, siteService } from "./services/site";
import { cachedTopBannerStatus, storeService } from "./services/store";
import { systemService } from "./services/system";
import { idVerificationDevRoutes, notificationsDevRoutes, usersService } from "./services/users";
import { vipService } from "./services/vip";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    database: Database;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** pino options, or false to silence (tests); defaults to loggerOptions(config). */
  logger?: boolean | object;
}

// Fastify's types take a hop count only as a function; the runtime meaning is the same.
function trustProxyOption(value: Config["trustProxy"]): FastifyServerOptions["trustProxy"] {
  return typeof value === "number" ? (_address: string, hop: number) => hop < value : value;
}

/**
 * Builds the whole app without listening. Order matters: errors first (so plugin failures use the
 * envelope), rate limit and OpenAPI before any route (both collect routes as they are added),
 * the SPA last because it owns the not-found handler.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: (options.logger ?? loggerOptions(config)) as FastifyServerOptions["logger"],
    trustProxy: trustProxyOption(config.trustProxy),
    // Every log line of a request carries its id as `request_id`; answers and error bodies too.
    genReqId: requestIdOf,
    logController: new LogController({ requestIdLogLabel: "request_id" }),
    routerOptions: { ignoreTrailingSlash: true },
    // The errors plugin answers requests arriving during shutdown with the 503 envelope instead.
    return503OnClosing: false,
    // Refusals from the router and from Node's HTTP parser (bad escapes, over-long parameters,
    // headers or address over Node's 16 KB maxHeaderSize) answer in the envelope too.
    frameworkErrors,
    clientErrorHandler,
  });
  app.decorate("config", config);
  app.decorate("database", database);

  await app.register(errorsPlugin);
  await app.register(lifecyclePlugin);
  await app.register(metricsPlugin, { config, database });
  app.metrics.watchCache("catalogue", () => catalogueCacheStats(database.db));
  app.metrics.watchCache("content", () => contentCacheStats(database.db));
  await app.register(jsonBodyPlugin);
  await app.register(securityPlugin, { config });
  await app.register(redisPlugin, { config });
  await app.register(rateLimitPlugin, { config });
  await app.register(openapiPlugin, { config });
  await app.register(identityPlugin, { config });
  await app.register(authPlugin, { config, readSession: sessionReaderOf(app.auth) });
  await app.register(paymentsPlugin, { config });

  await app.register(authService, { prefix: "/api/auth" });
  // The development mailbox shows the outbox; never served in production.
  if (!config.isProduction) await app.register(mailboxRoutes, { prefix: "/dev/mailbox" });
  // The local ID verification adapter's stand-in for the hosted page (decision 0047).
  if (!config.isProduction) {
    await app.register(idVerificationDevRoutes, { prefix: "/dev/id-verification" });
  }
  // A notification in one's own centre, for testers and the journeys (decision 0054).
  if (!config.isProduction) {
    await app.register(notificationsDevRoutes, { prefix: "/api/dev/notifications" });
  }

  await app.register(systemService, { prefix: "/api" });
  await app.register(offersService, { prefix: "/api/offers" });
  await app.register(usersService, { prefix: "/api/users" });
  await app.register(storeService, { prefix: "/api/store" });
  await app.register(promosService, { prefix: "/api/promos" });
  await app.register(vipService, { prefix: "/api/vip" });
  await app.register(careersService, { prefix: "/api/careers" });
  await app.register(contentService, { prefix: "/api/content" });
  await app.register(adminService, { prefix: "/api/admin" });
  // /sitemap.xml and /robots.txt, before the SPA's static files and fallback.
  await app.register(siteService);

  // A page naming an unknown offer, partner, category or blog post answers 404 (decision 0026).
  const catalogueStatus = catalogueStatusOf(database.db);
  const contentStatus = contentStatusOf(database.db);
  await app.register(spaPlugin, {
    config,
    pageStatus: async (page) => {
      const status = await contentStatus(page);
      return status === 200 ? catalogueStatus(page) : status;
    },
    // Each page's title, description, canonical and hreflang links in its HTML (decision 0035).
    pageHead: createPageHeads(database.db),
    // The top banner's campaign in each page, so its place is held from the first render (0050).
    topBanner: cachedTopBannerStatus(database.db),
  });
  return app;
}
