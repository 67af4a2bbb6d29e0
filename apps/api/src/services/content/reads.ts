import {
  type BlogListQuery,
  type CarouselType,
  ERROR_CODES,
  parseDbId,
  type Seo,
} from "@spc/shared";
import { asc, desc } from "drizzle-orm";
import type { Db } from "../../db/client";
import { blogPosts, contentPages } from "../../db/schema";
import { type CachedAnswer, errorAnswer, okAnswer } from "../../lib/cached-answer";
import { type ContentCache, contentCacheFor } from "./cache";
import { activeHolidayEvents, carouselOf } from "./careers-repository";
import { isLive } from "./published";
import {
  currentTerms,
  faqByCategory,
  findBlogPost,
  findPage,
  listBlogPosts,
  listPages,
} from "./repository";

// The content reads as finished answers of the content cache (bytes, ETag, compression, French
// typography): a warm read is one Map lookup. Keys name the read and its normalized input.

export interface ContentContext {
  db: Db;
  cache: ContentCache;
}

export function contentContextOf(db: Db): ContentContext {
  return { db, cache: contentCacheFor(db) };
}

function cached(
  context: ContentContext,
  key: unknown[],
  load: () => Promise<CachedAnswer>,
): Promise<CachedAnswer> {
  return context.cache.get(JSON.stringify(key), load);
}

export function pageAnswer(context: ContentContext, slug: string): Promise<CachedAnswer> {
  return cached(context, ["page", slug], async () => {
    const page = await findPage(context.db, slug);
    return page ? okAnswer(page) : errorAnswer(ERROR_CODES.notFound, "No such page");
  });
}

export function pagesAnswer(context: ContentContext): Promise<CachedAnswer> {
  return cached(context, ["pages"], async () => okAnswer({ data: await listPages(context.db) }));
}

export function faqAnswer(context: ContentContext): Promise<CachedAnswer> {
  return cached(context, ["faq"], async () => okAnswer({ data: await faqByCategory(context.db) }));
}

export function blogListAnswer(
  context: ContentContext,
  query: Required<BlogListQuery>,
): Promise<CachedAnswer> {
  const { current_page, page_size } = query;
  return cached(context, ["blog", current_page, page_size], async () => {
    const { posts, total } = await listBlogPosts(context.db, {
      offset: (current_page - 1) * page_size,
      limit: page_size,
    });
    return okAnswer({
      data: posts,
      pagination: { current_page, page_size, total, total_pages: Math.ceil(total / page_size) },
    });
  });
}

/** Digits name an id (none beyond the column: nothing), anything else a slug. */
function blogKeyOf(identifier: string): { id: number } | { slug: string } | null {
  if (!/^\d+$/.test(identifier)) return { slug: identifier };
  const id = parseDbId(identifier);
  return id === null ? null : { id };
}

/** A post by numeric id or by slug (case-insensitive); unknown or unpublished: not_found. */
export function blogPostAnswer(context: ContentContext, identifier: string): Promise<CachedAnswer> {
  const key = identifier.trim().toLowerCase();
  return cached(context, ["blog-post", key], async () => {
    const post = await findBlogPost(context.db, blogKeyOf(key));
    return post ? okAnswer(post) : errorAnswer(ERROR_CODES.notFound, "No such blog post");
  });
}

export function carouselAnswer(context: ContentContext, type: CarouselType): Promise<CachedAnswer> {
  return cached(context, ["carousel", type], async () =>
    okAnswer(await carouselOf(context.db, type)),
  );
}

export function holidayActiveAnswer(context: ContentContext): Promise<CachedAnswer> {
  return cached(context, ["holiday-active"], async () =>
    okAnswer(await activeHolidayEvents(context.db)),
  );
}

export function termsAnswer(context: ContentContext): Promise<CachedAnswer> {
  return cached(context, ["terms"], async () => {
    const current = await currentTerms(context.db);
    return current
      ? okAnswer(current)
      : errorAnswer(ERROR_CODES.notFound, "No terms of use have been published yet");
  });
}

/** A page of the content in the sitemap: its route and when it last changed. */
export interface ContentSitemapEntry {
  path: string;
  lastmod: Date;
}

/** Every published page and blog post, as sitemap entries (cached with the content). */
export function contentSitemapEntries(context: ContentContext): Promise<ContentSitemapEntry[]> {
  return context.cache.get(JSON.stringify(["sitemap"]), async () => {
    const pages = await context.db
      .select({ path: contentPages.path, lastmod: contentPages.updatedAt })
      .from(contentPages)
      .where(isLive(contentPages))
      .orderBy(asc(contentPages.path));
    const posts = await context.db
      .select({ slug: blogPosts.slug, lastmod: blogPosts.updatedAt })
      .from(blogPosts)
      .where(isLive(blogPosts))
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id));
    return [
      ...pages,
      ...posts.map((post) => ({ path: `/blog/${post.slug}`, lastmod: post.lastmod })),
    ];
  });
}

/**
 * The SEO text of every published content page, by its route (`/about`): what the HTML of a
 * page says before any script runs (decision 0035). Cached with the content.
 */
export function contentPageSeo(context: ContentContext): Promise<ReadonlyMap<string, Seo>> {
  return context.cache.get(JSON.stringify(["page-seo"]), async () => {
    const pages = await listPages(context.db);
    return new Map(pages.map((page) => [page.path, page.seo]));
  });
}

/** A published post's slug and SEO text, by slug or id (as its page names it); null if none. */
export function blogPostSeo(
  context: ContentContext,
  identifier: string,
): Promise<{ slug: string; seo: Seo } | null> {
  const key = identifier.trim().toLowerCase();
  return context.cache.get(JSON.stringify(["blog-post-seo", key]), async () => {
    const post = await findBlogPost(context.db, blogKeyOf(key));
    return post ? { slug: post.slug, seo: post.seo } : null;
  });
}
