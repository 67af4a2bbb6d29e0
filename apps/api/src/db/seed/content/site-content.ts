import { asc, ilike } from "drizzle-orm";
import type { Db } from "../../client";
import * as schema from "../../schema";
import type { SeedClock } from "../clock";
import { insertAll, syncSequences } from "../insert";
import { blogRows } from "./blog";
import { campaignRows, holidayEventRows } from "./events";
import { faqCategoryRows, faqEntryRows } from "./faq";
import { jobCategoryRows, jobOpeningRows } from "./jobs";
import { pageRows } from "./pages";

/** The back-to-school marketplace shows the "Back to school" collection (else the first one). */
async function marketCollectionId(db: Db): Promise<number | null> {
  const [school] = await db
    .select({ id: schema.collections.id })
    .from(schema.collections)
    .where(ilike(schema.collections.nameEn, "%school%"))
    .orderBy(asc(schema.collections.sortOrder), asc(schema.collections.id))
    .limit(1);
  if (school) return school.id;
  const [first] = await db
    .select({ id: schema.collections.id })
    .from(schema.collections)
    .orderBy(asc(schema.collections.sortOrder), asc(schema.collections.id))
    .limit(1);
  return first?.id ?? null;
}

/**
 * The site's content (docs/decisions/0034): every content page, the FAQ, the blog, the local job
 * board, a holiday event and the store campaigns, in English and Canadian French. Runs after the
 * catalogue (the marketplace names a collection).
 */
export async function insertSiteContent(db: Db, clock: SeedClock): Promise<void> {
  await insertAll(db, schema.contentPages, pageRows(clock));
  await insertAll(db, schema.faqCategories, faqCategoryRows());
  await insertAll(db, schema.faqEntries, faqEntryRows(clock));
  await insertAll(db, schema.blogPosts, blogRows(clock));
  await insertAll(db, schema.jobCategories, jobCategoryRows());
  await insertAll(db, schema.jobOpenings, jobOpeningRows(clock));
  await insertAll(db, schema.holidayEvents, holidayEventRows(clock));
  await insertAll(db, schema.storeCampaigns, campaignRows(clock, await marketCollectionId(db)));
  await syncSequences(db, ["faq_categories", "job_categories"]);
}
