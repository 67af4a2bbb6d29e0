import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { analyticsRoutes } from "./analytics/routes";
import { healthRoutes } from "./health/routes";
import { publicConfigRoutes } from "./public-config/routes";

/**
 * Operational endpoints of our own, mounted at /api: health, public configuration and the
 * first-party analytics collector.
 */
export const systemService: FastifyPluginAsyncZod = async (fastify) => {
  await fastify.register(healthRoutes);
  await fastify.register(publicConfigRoutes);
  await fastify.register(analyticsRoutes);
};

export { ANALYTICS_PURGE_BATCH, purgeOldAnalyticsEvents } from "./analytics/retention";
