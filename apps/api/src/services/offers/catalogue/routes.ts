import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { offerLocatorFor } from "../location";
import { catalogueContext } from "./context";
import { listingRoutes } from "./listing-routes";
import { offerRoutes } from "./offer-routes";
import { sectionRoutes } from "./section-routes";

/**
 * The anonymous catalogue reads of spec §7 (listings, offer and partner pages, collections,
 * trending, limited-time, ads, theme order), all served through the catalogue cache.
 */
export const catalogueRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const context = catalogueContext(fastify.database.db, offerLocatorFor(fastify.config));
  await fastify.register(listingRoutes(context));
  await fastify.register(offerRoutes(context));
  await fastify.register(sectionRoutes(context));
};
