import type { blogPosts } from "../../schema";
import type { SeedClock } from "../clock";
import type { BlogCopy } from "./blog-copy";
import { apartmentPost, backToSchoolPost, spcPlusPost } from "./blog-posts-campus";
import { budgetPost, cardGuidePost, mealsPost } from "./blog-posts-money";
import { en, fr, publishedDaysAgo } from "./copy";

type BlogRow = typeof blogPosts.$inferInsert;

// Posts have no cover picture yet (none exists under apps/web/public/images): the blog shows
// its own illustration until one is set on the row.
export const BLOG_COPY: readonly BlogCopy[] = [
  budgetPost,
  mealsPost,
  cardGuidePost,
  spcPlusPost,
  apartmentPost,
  backToSchoolPost,
];

export function blogRows(clock: SeedClock): BlogRow[] {
  return BLOG_COPY.map((post) => ({
    slug: post.slug,
    titleEn: en(post.titleEn),
    titleFr: fr(post.titleFr),
    excerptEn: en(post.excerptEn),
    excerptFr: fr(post.excerptFr),
    bodyEn: en(post.bodyEn),
    bodyFr: fr(post.bodyFr),
    authorName: post.authorName,
    ...publishedDaysAgo(clock, post.daysAgo),
  }));
}
