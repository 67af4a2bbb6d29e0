import type { ContentPageSlug } from "@spc/shared";

/** One content page's seeded copy (its route comes from CONTENT_PAGE_PATHS). */
export interface PageCopy {
  slug: ContentPageSlug;
  titleEn: string;
  titleFr: string;
  summaryEn: string;
  summaryFr: string;
  bodyEn?: string;
  bodyFr?: string;
  seoTitleEn?: string;
  seoTitleFr?: string;
  seoDescriptionEn?: string;
  seoDescriptionFr?: string;
  /** Published this many days before the seed day… */
  daysAgo: number;
  /** …and last changed this many (default: when published). */
  updatedDaysAgo?: number;
}
