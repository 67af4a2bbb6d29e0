import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { promoProductRoutes } from "./product/routes";

/** Promos service, mounted at /api/promos; paths follow spec §7. */
export const promosService: FastifyPluginAsyncZod = async (fastify) => {
  await fastify.register(promoProductRoutes);
};
