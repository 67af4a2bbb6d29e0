import type {
  BlogPost,
  BlogPostSummary,
  ContentPage,
  ContentPageSummary,
  FaqCategory,
  Terms,
} from "@spc/shared";
import { and, asc, count, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { blogPosts, contentPages, faqCategories, faqEntries, terms } from "../../db/schema";
import { isLive } from "./published";
import { iso, readingMinutes, seoOf } from "./wire";

// The reads of pages, FAQ, blog and terms: published rows whose publish date has come, only.

type PageRow = typeof contentPages.$inferSelect;
type BlogRow = typeof blogPosts.$inferSelect;

function pageSummaryOf(row: PageRow): ContentPageSummary {
  return {
    id: row.id,
    slug: row.slug,
    path: row.path,
    title_en: row.titleEn,
    title_fr: row.titleFr,
    summary_en: row.summaryEn,
    summary_fr: row.summaryFr,
    seo: seoOf(row, { en: row.titleEn, fr: row.titleFr }, { en: row.summaryEn, fr: row.summaryFr }),
    published_at: iso(row.publishedAt!),
    updated_at: iso(row.updatedAt),
  };
}

function blogSummaryOf(row: BlogRow): BlogPostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title_en: row.titleEn,
    title_fr: row.titleFr,
    excerpt_en: row.excerptEn,
    excerpt_fr: row.excerptFr,
    cover_image_url: row.coverImageUrl,
    cover_alt_en: row.coverAltEn,
    cover_alt_fr: row.coverAltFr,
    author_name: row.authorName,
    reading_minutes_en: readingMinutes(row.bodyEn),
    reading_minutes_fr: readingMinutes(row.bodyFr),
    published_at: iso(row.publishedAt!),
    updated_at: iso(row.updatedAt),
  };
}

export async function findPage(db: Db, slug: string): Promise<ContentPage | null> {
  const [row] = await db
    .select()
    .from(contentPages)
    .where(and(isLive(contentPages), eq(contentPages.slug, slug)));
  return row ? { ...pageSummaryOf(row), body_en: row.bodyEn, body_fr: row.bodyFr } : null;
}

export async function listPages(db: Db): Promise<ContentPageSummary[]> {
  const rows = await db
    .select()
    .from(contentPages)
    .where(isLive(contentPages))
    .orderBy(asc(contentPages.path));
  return rows.map(pageSummaryOf);
}

export async function faqByCategory(db: Db): Promise<FaqCategory[]> {
  const rows = await db
    .select({ category: faqCategories, entry: faqEntries })
    .from(faqEntries)
    .innerJoin(faqCategories, eq(faqCategories.id, faqEntries.categoryId))
    .where(isLive(faqEntries))
    .orderBy(
      asc(faqCategories.sortOrder),
      asc(faqCategories.id),
      asc(faqEntries.sortOrder),
      asc(faqEntries.id),
    );
  const categories: FaqCategory[] = [];
  for (const { category, entry } of rows) {
    let current = categories.at(-1);
    if (current?.id !== category.id) {
      current = {
        id: category.id,
        slug: category.slug,
        name_en: category.nameEn,
        name_fr: category.nameFr,
        entries: [],
      };
      categories.push(current);
    }
    current.entries.push({
      id: entry.id,
      slug: entry.slug,
      question_en: entry.questionEn,
      question_fr: entry.questionFr,
      answer_en: entry.answerEn,
      answer_fr: entry.answerFr,
      published_at: iso(entry.publishedAt!),
      updated_at: iso(entry.updatedAt),
    });
  }
  return categories;
}

/** One page of posts, newest first, and how many there are. */
export async function listBlogPosts(
  db: Db,
  page: { offset: number; limit: number },
): Promise<{ posts: BlogPostSummary[]; total: number }> {
  const [total] = await db.select({ n: count() }).from(blogPosts).where(isLive(blogPosts));
  const rows = await db
    .select()
    .from(blogPosts)
    .where(isLive(blogPosts))
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(page.limit)
    .offset(page.offset);
  return { posts: rows.map(blogSummaryOf), total: total?.n ?? 0 };
}

/** A post by its id or its slug. */
export async function findBlogPost(
  db: Db,
  key: { id: number } | { slug: string } | null,
): Promise<BlogPost | null> {
  if (!key) return null;
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(
      and(isLive(blogPosts), "id" in key ? eq(blogPosts.id, key.id) : eq(blogPosts.slug, key.slug)),
    );
  if (!row) return null;
  return {
    ...blogSummaryOf(row),
    body_en: row.bodyEn,
    body_fr: row.bodyFr,
    seo: seoOf(row, { en: row.titleEn, fr: row.titleFr }, { en: row.excerptEn, fr: row.excerptFr }),
  };
}

/** The current terms of use: the published version with the latest publish date that has come. */
export async function currentTerms(db: Db): Promise<Terms | null> {
  const [row] = await db
    .select()
    .from(terms)
    .where(isLive(terms))
    .orderBy(desc(terms.publishedAt), desc(terms.id))
    .limit(1);
  if (!row) return null;
  return { term_en_ca: row.termEnCa, term_en_us: row.termEnUs, term_fr_ca: row.termFrCa };
}
