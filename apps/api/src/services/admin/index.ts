import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { personal } from "../../lib/private-answer";
import { adRoutes } from "./ads/routes";
import { auditRoutes } from "./audit/routes";
import { cardBatchRoutes } from "./card-batches/routes";
import { codeRoutes } from "./codes/routes";
import { emailOptRoutes } from "./email-opts/routes";
import { staffGuard } from "./guard";
import { locationRoutes } from "./locations/routes";
import { meRoutes } from "./me-routes";
import { offerRoutes } from "./offers/routes";
import { partnerRoutes } from "./partners/routes";
import { schoolRoutes } from "./schools/routes";
import { taxonomyRoutes } from "./taxonomy/routes";

/**
 * The back office, /api/admin (decision 0042). The guard is registered before any route, so it
 * runs for every route of this plugin and its children and a route added later cannot forget it.
 * Answers are personal: never stored by a shared cache.
 */
export const adminService: FastifyPluginAsyncZod = async (fastify) => {
  fastify.decorateRequest("staff", null);
  fastify.addHook("onRequest", staffGuard);
  fastify.addHook("onSend", async (_request, reply) => {
    personal(reply);
  });
  await fastify.register(meRoutes);
  await fastify.register(auditRoutes);
  await fastify.register(codeRoutes);
  await fastify.register(partnerRoutes);
  await fastify.register(offerRoutes);
  await fastify.register(locationRoutes);
  await fastify.register(taxonomyRoutes);
  await fastify.register(cardBatchRoutes);
  await fastify.register(schoolRoutes);
  await fastify.register(adRoutes);
  await fastify.register(emailOptRoutes);
};
