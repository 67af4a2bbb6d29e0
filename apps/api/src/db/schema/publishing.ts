import { type SQL, sql } from "drizzle-orm";
import { check, index, type PgColumn, text, timestamp } from "drizzle-orm/pg-core";
import { contentStatuses, sqlList } from "./enums";

// Columns and constraints every publishable content row shares (docs/decisions/0034): a row is
// served once `status` is 'published' and `published_at` has come; `updated_at` is kept by a
// trigger (migration 0020) whenever a write does not set it. Each call returns new builders.

const tz = { withTimezone: true } as const;

/** status, published_at, created_at, updated_at. */
export function publicationColumns() {
  return {
    status: text("status", { enum: contentStatuses }).notNull().default("draft"),
    /** When it goes (or went) live; required once published, may lie in the future. */
    publishedAt: timestamp("published_at", tz),
    createdAt: timestamp("created_at", tz).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", tz).notNull().defaultNow(),
  };
}

/** The `<title>` text and meta description per language; null = the title and summary. */
export function seoColumns() {
  return {
    seoTitleEn: text("seo_title_en"),
    seoTitleFr: text("seo_title_fr"),
    seoDescriptionEn: text("seo_description_en"),
    seoDescriptionFr: text("seo_description_fr"),
  };
}

/** The status vocabulary, a publish date once published, and the index the reads filter on. */
export function publicationConstraints(
  table: string,
  t: { status: PgColumn; publishedAt: PgColumn },
) {
  return [
    check(`${table}_status_check`, sql.raw(`"status" IN (${sqlList(contentStatuses)})`)),
    check(
      `${table}_published_at_check`,
      sql`${t.status} <> 'published' OR ${t.publishedAt} IS NOT NULL`,
    ),
    index(`${table}_published_idx`).on(t.status, t.publishedAt),
  ];
}

/** Lower-case words joined by hyphens, not only digits (a number in /blog/:identifier is an id). */
export function slugCheck(table: string, slug: PgColumn): ReturnType<typeof check> {
  const rule: SQL = sql`${slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND ${slug} !~ '^[0-9]+$'`;
  return check(`${table}_slug_check`, rule);
}
