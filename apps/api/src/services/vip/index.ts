import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { vipCodeRoutes } from "./codes/routes";

/** VIP service, mounted at /api/vip; paths follow spec §7. */
export const vipService: FastifyPluginAsyncZod = async (fastify) => {
  await fastify.register(vipCodeRoutes);
};
