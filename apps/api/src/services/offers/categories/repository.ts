import type { Category } from "@spc/shared";
import { asc } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { categories, subcategories } from "../../../db/schema";

export interface CategoriesRepository {
  /** Real catalogue categories by sort_order, each with its subcategories and colour. */
  list(): Promise<Category[]>;
}

export function createCategoriesRepository(db: Db): CategoriesRepository {
  return {
    async list() {
      const rows = await db.query.categories.findMany({
        orderBy: [asc(categories.sortOrder), asc(categories.id)],
        with: { subcategories: { orderBy: [asc(subcategories.id)] } },
      });
      return rows.map((row) => ({
        id: row.id,
        name_en: row.nameEn,
        name_fr: row.nameFr,
        url_name: row.urlName,
        colour: row.colour,
        sort_order: row.sortOrder,
        subcategories: row.subcategories.map((sub) => ({
          id: sub.id,
          name_en: sub.nameEn,
          name_fr: sub.nameFr,
        })),
      }));
    },
  };
}
