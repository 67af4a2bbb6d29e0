import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/**
 * Promos service, mounted at /api/promos; its spec §7 endpoints arrive with their feature work
 * (register each resource's routes here, like services/offers/index.ts does).
 */
export const promosService: FastifyPluginAsyncZod = async () => {};
