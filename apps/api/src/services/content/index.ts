/**
 * The content domain (docs/decisions/0034-content-in-the-database.md) and its service at
 * /api/content: pages, FAQ, blog and the contact form; the careers service, the store, the
 * offers service (terms, the Boxing Day gift card) and the sitemap read content through this
 * file only. Every read is a published row whose publish date has come, through the content
 * cache (content_state version, time-driven changes).
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { blogRoutes } from "./blog/routes";
import { contactRoutes } from "./contact/routes";
import { faqRoutes } from "./faq/routes";
import { pagesRoutes } from "./pages/routes";

export { contentCacheFor, contentCacheStats, invalidateContent } from "./cache";
export {
  btsMarketOffers,
  createGiftCardAvailability,
  type MarketplaceCatalogue,
} from "./campaigns";
export { markdownProblems } from "./markdown-policy";
export { createOpenings } from "./openings";
export { activeHolidayEvent, contentStatusOf } from "./page-status";
export {
  blogPostSeo,
  type ContentContext,
  type ContentSitemapEntry,
  carouselAnswer,
  contentContextOf,
  contentPageSeo,
  contentSitemapEntries,
  holidayActiveAnswer,
  termsAnswer,
} from "./reads";
/** A lead cut for a meta description (about 160 characters), as content rows' SEO text is. */
export { shortDescription } from "./wire";

/** Content service, mounted at /api/content. */
export const contentService: FastifyPluginAsyncZod = async (fastify) => {
  await fastify.register(pagesRoutes);
  await fastify.register(faqRoutes);
  await fastify.register(blogRoutes);
  await fastify.register(contactRoutes);
};
