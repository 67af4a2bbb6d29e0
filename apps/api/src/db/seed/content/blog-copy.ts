/** One seeded blog post's copy; set by the shared typography rule when the rows are built. */
export interface BlogCopy {
  slug: string;
  titleEn: string;
  titleFr: string;
  excerptEn: string;
  excerptFr: string;
  bodyEn: string;
  bodyFr: string;
  authorName: string;
  /** Published this many days before the seed day. */
  daysAgo: number;
}
