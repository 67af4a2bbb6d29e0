import type { JobCategory } from "@spc/shared";
import { and, asc, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { jobCategories, jobOpenings } from "../../db/schema";
import type { JobBoard } from "./types";

/** A mailto: link to the careers address, its subject naming the opening. */
export function applyByEmail(careersEmail: string, title: string): string {
  return `mailto:${careersEmail}?subject=${encodeURIComponent(title)}`;
}

/**
 * The local board: the published openings of the database whose publish date has come and that
 * have not closed, by category order then opening order; categories without one are left out.
 */
export function createLocalJobBoard(db: Db, careersEmail: string): JobBoard {
  return {
    provider: "local",
    async list() {
      const rows = await db
        .select({ category: jobCategories, opening: jobOpenings })
        .from(jobOpenings)
        .innerJoin(jobCategories, eq(jobCategories.id, jobOpenings.categoryId))
        .where(
          and(
            eq(jobOpenings.status, "published"),
            lte(jobOpenings.publishedAt, sql`now()`),
            or(isNull(jobOpenings.closesAt), gt(jobOpenings.closesAt, sql`now()`)),
          ),
        )
        .orderBy(
          asc(jobCategories.sortOrder),
          asc(jobCategories.id),
          asc(jobOpenings.sortOrder),
          asc(jobOpenings.id),
        );
      const categories: JobCategory[] = [];
      for (const { category, opening } of rows) {
        let current = categories.at(-1);
        if (current?.slug !== category.slug) {
          current = {
            slug: category.slug,
            name_en: category.nameEn,
            name_fr: category.nameFr,
            openings: [],
          };
          categories.push(current);
        }
        current.openings.push({
          id: String(opening.id),
          title_en: opening.titleEn,
          title_fr: opening.titleFr,
          location_en: opening.locationEn,
          location_fr: opening.locationFr,
          employment_type: opening.employmentType,
          summary_en: opening.summaryEn,
          summary_fr: opening.summaryFr,
          description_en: opening.descriptionEn,
          description_fr: opening.descriptionFr,
          apply_url: opening.applyUrl ?? applyByEmail(careersEmail, opening.titleEn),
          updated_at: opening.updatedAt.toISOString(),
        });
      }
      return { categories, embed: null };
    },
  };
}
