import type { Terms } from "@spc/shared";
import { desc } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { terms } from "../../../db/schema";

export interface TermsRepository {
  /** The current terms of use (the newest row), or null when none were ever published. */
  latest(): Promise<Terms | null>;
}

export function createTermsRepository(db: Db): TermsRepository {
  return {
    async latest() {
      const [row] = await db
        .select()
        .from(terms)
        .orderBy(desc(terms.updatedAt), desc(terms.id))
        .limit(1);
      if (!row) return null;
      return { term_en_ca: row.termEnCa, term_en_us: row.termEnUs, term_fr_ca: row.termFrCa };
    },
  };
}
