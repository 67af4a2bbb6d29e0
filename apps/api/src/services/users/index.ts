import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { featureFlagsRoutes } from "./feature-flags/routes";
import { websiteMenuRoutes } from "./website-menu/routes";

/** Users service, mounted at /api/users; paths follow spec §7 (hence /api/users/users/…). */
export const usersService: FastifyPluginAsyncZod = async (fastify) => {
  await fastify.register(featureFlagsRoutes);
  await fastify.register(websiteMenuRoutes);
};
