import { describe, expect, it } from "vitest";
import type { Db } from "../../../db/client";
import { createLexemeStats, estimateMatches, type LexemeStats } from "./lexeme-stats";

const stats: LexemeStats = {
  shares: new Map([
    ["student", 1],
    ["pizza", 0.09],
    ["pizz", 0.05],
  ]),
  offers: 100_000,
};

describe("estimateMatches", () => {
  it("takes each word's most common lexeme, then the rarest word", () => {
    expect(estimateMatches([["pizza", "pizz"]], stats)).toBe(9_000);
    expect(estimateMatches([["student"], ["pizz"]], stats)).toBe(5_000);
  });

  it("counts a lexeme missing from the statistics, or no word at all, as rare", () => {
    expect(estimateMatches([["student"], ["haircut"]], stats)).toBe(0);
    expect(estimateMatches([], stats)).toBe(0);
  });
});

describe("createLexemeStats", () => {
  function fakeDb() {
    const calls = { count: 0 };
    const db = {
      async execute() {
        calls.count += 1;
        // Two statements per read: the shares, then the table's row estimate.
        return calls.count % 2 === 1
          ? { rows: [{ lexeme: "pizza", share: "0.09" }] }
          : { rows: [{ offers: "1000" }] };
      },
    } as unknown as Pick<Db, "execute">;
    return { db, calls };
  }

  it("reads pg_stats once, then again in the background after five minutes", async () => {
    const { db, calls } = fakeDb();
    let now = 0;
    const source = createLexemeStats(db, () => now);
    const first = await source.get();
    expect(first.shares.get("pizza")).toBe(0.09);
    expect(first.offers).toBe(1000);
    await source.get();
    expect(calls.count).toBe(2);
    now = 5 * 60_000 + 1;
    expect(await source.get()).toBe(first);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls.count).toBe(4);
  });

  it("answers empty statistics when they cannot be read", async () => {
    const db = {
      execute: async () => {
        throw new Error("no pg_stats");
      },
    } as unknown as Pick<Db, "execute">;
    expect(await createLexemeStats(db).get()).toEqual({ shares: new Map(), offers: 0 });
  });
});
