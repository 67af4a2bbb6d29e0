import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { freeTrialStoreRoutes } from "./free-trial/routes";

/**
 * Store service, mounted at /api/store; its spec §7 endpoints arrive with their feature work
 * (register each resource's routes here, like services/offers/index.ts does).
 */
export const storeService: FastifyPluginAsyncZod = async (fastify) => {
  await fastify.register(freeTrialStoreRoutes);
};
