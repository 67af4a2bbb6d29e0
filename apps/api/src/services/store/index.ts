import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { storeAccountRoutes } from "./account/routes";
import { storeCampaignRoutes } from "./campaigns/routes";
import { checkoutRoutes } from "./checkout/routes";
import { freeTrialStoreRoutes } from "./free-trial/routes";
import { paymentMethodRoutes } from "./payment-method/routes";
import { storeSiteRoutes } from "./site/routes";

export { cachedTopBannerStatus } from "./site/top-banner";

/** Store service, mounted at /api/store; paths follow spec §7. Money: services/membership/checkout. */
export const storeService: FastifyPluginAsyncZod = async (fastify) => {
  await fastify.register(checkoutRoutes);
  await fastify.register(storeAccountRoutes);
  await fastify.register(paymentMethodRoutes);
  await fastify.register(storeSiteRoutes);
  await fastify.register(freeTrialStoreRoutes);
  await fastify.register(storeCampaignRoutes);
};
