import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../db/testing";
import { type CandidatePlan, PLAN_SETTINGS, planCandidates } from "./candidates";
import type { LexemeStats } from "./lexeme-stats";
import { buildSearchSql, type SearchInput } from "./repository";
import type { SearchQuery } from "./schema";
import { type PreparedText, prepareText } from "./text";

const stats: LexemeStats = { shares: new Map(), offers: 0 };

const estimate = (exactMatches: number, typoMatches = exactMatches): PreparedText => ({
  exact: "'x'",
  typo: "'x'",
  exactMatches,
  typoMatches,
  offers: 100_000,
});

describe("planCandidates", () => {
  const input = (sort: SearchQuery["sort_by"]) => ({ filters: [], sort });

  it("takes the first matches found for relevance unless the word is in most offers", () => {
    expect(planCandidates(input("relevance"), estimate(9_000))).toEqual({
      exact: "first",
      typo: "first",
    });
    expect(planCandidates(input("relevance"), estimate(100_000, 0))).toEqual({
      exact: "walk",
      typo: "first",
    });
    expect(planCandidates(input("relevance"), estimate(0, 100_000)).typo).toBe("walk");
  });

  it("fetches every match for an explicit sort, and walks the sort's index for common words", () => {
    expect(planCandidates(input("highest_discount"), estimate(2_500, 0))).toEqual({
      exact: "fetch",
      typo: "fetch",
    });
    expect(planCandidates(input("new"), estimate(0, 60_000))).toEqual({
      exact: "fetch",
      typo: "walk",
    });
    expect(planCandidates(input("views"), estimate(9_000)).exact).toBe("walk");
  });

  it("walks the sort's index with no text, and takes the first tagged offers with tags only", () => {
    expect(planCandidates(input("new"), null).exact).toBe("walk");
    expect(planCandidates({ ...input("relevance"), tags: ["pizza"] }, null).exact).toBe("first");
  });
});

describe("candidate scans", () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.cleanup();
  });

  async function pageIds(input: SearchInput, plan: CandidatePlan): Promise<number[]> {
    return database.db.transaction(async (tx) => {
      const text = input.q ? await prepareText(tx, input.q, stats, PLAN_SETTINGS) : null;
      const { rows } = await tx.execute<{ offer_id: number | null }>(
        buildSearchSql(input, text, plan),
      );
      return rows.flatMap((row) => (row.offer_id === null ? [] : [row.offer_id]));
    });
  }

  // Fewer matches than the cap: every scan reads them all, so every page must be the same.
  it.each(["relevance", "highest_discount", "new", "alphabetical", "most_redeemed"] as const)(
    "gives the same %s page whether it walks an index or fetches the matches",
    async (sort) => {
      for (const q of ["pizza", "pizzza", "etudiant"]) {
        const input: SearchInput = { q, filters: [], sort, page: 1, pageSize: 100 };
        const fetched = await pageIds(input, { exact: "fetch", typo: "fetch" });
        expect(fetched.length, q).toBeGreaterThan(0);
        expect(await pageIds(input, { exact: "walk", typo: "walk" }), q).toEqual(fetched);
        if (sort === "relevance") {
          const first = await pageIds(input, { exact: "first", typo: "first" });
          expect(first, q).toEqual(fetched);
        }
      }
    },
  );
});
