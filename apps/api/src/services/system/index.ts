import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { healthRoutes } from "./health/routes";
import { publicConfigRoutes } from "./public-config/routes";

/** Operational endpoints of our own, mounted at /api: health and public configuration. */
export const systemService: FastifyPluginAsyncZod = async (fastify) => {
  await fastify.register(healthRoutes);
  await fastify.register(publicConfigRoutes);
};
