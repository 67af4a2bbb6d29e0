import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { brandsRoutes } from "./brands/routes";
import { catalogueRoutes } from "./catalogue/routes";
import { categoriesRoutes } from "./categories/routes";
import { codesRoutes } from "./codes/routes";
import { contestPhotoRoutes } from "./contests/photo-routes";
import { contestRoutes } from "./contests/routes";
import { membershipOffersRoutes } from "./free-trial/routes";
import { giftCardRoutes } from "./gift-card/routes";
import { locationRoutes } from "./location/routes";
import { promoCodeRoutes } from "./promo-codes/routes";
import { savedListsRoutes } from "./saved-lists/routes";
import { savedListShareRoutes } from "./saved-lists/share-routes";
import { searchRoutes } from "./search/routes";
import { termsRoutes } from "./terms/routes";

/** Offers and partners service, mounted at /api/offers; paths follow spec §7. */
export const offersService: FastifyPluginAsyncZod = async (fastify) => {
  await fastify.register(categoriesRoutes);
  await fastify.register(termsRoutes);
  await fastify.register(catalogueRoutes);
  await fastify.register(codesRoutes);
  await fastify.register(searchRoutes);
  await fastify.register(locationRoutes);
  await fastify.register(promoCodeRoutes);
  await fastify.register(membershipOffersRoutes);
  await fastify.register(savedListsRoutes);
  await fastify.register(savedListShareRoutes);
  await fastify.register(brandsRoutes);
  await fastify.register(giftCardRoutes);
  await fastify.register(contestRoutes);
  await fastify.register(contestPhotoRoutes);
};

/**
 * How often catalogue reads are answered from memory (the metrics' cache hit ratio), and the
 * immediate drop of this process's cached answers after a catalogue write (the back office).
 */
export { catalogueCacheStats, invalidateCatalogue } from "./catalogue/cache";
/** The offer page's answer for any offer, drafts included (the back office's preview). */
export { previewOfferDetail } from "./catalogue/repository";
/** The catalogue side of the favourites (users service): saved offers with their status. */
export { savedOffersCatalogue } from "./catalogue/saved-offers";
/** Catalogue reads for the marketplace (store), the sitemap (site) and the pop-ups (users). */
export {
  type CatalogueSitemapEntry,
  catalogueSitemapEntries,
  collectionCards,
  popupRecords,
} from "./catalogue/site-reads";
/** Postal code → point with the app's geocoder (the back office places imported stores). */
export { offerLocatorFor } from "./location";
/** What pages naming an offer, a category or a partner call it in their HTML head (site). */
export { type CatalogueHead, catalogueHeadOf } from "./page-heads";
export { catalogueStatusOf, type PageStatus } from "./page-status";
