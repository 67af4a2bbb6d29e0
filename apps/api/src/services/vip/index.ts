import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/**
 * Vip service, mounted at /api/vip; its spec §7 endpoints arrive with their feature work
 * (register each resource's routes here, like services/offers/index.ts does).
 */
export const vipService: FastifyPluginAsyncZod = async () => {};
