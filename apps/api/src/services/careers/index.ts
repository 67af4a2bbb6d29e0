import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/**
 * Careers service, mounted at /api/careers; its spec §7 endpoints arrive with their feature work
 * (register each resource's routes here, like services/offers/index.ts does).
 */
export const careersService: FastifyPluginAsyncZod = async () => {};
