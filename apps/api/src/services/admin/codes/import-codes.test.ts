import { Readable } from "node:stream";
import { and, count, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { offerCodes } from "../../../db/schema";
import { seedOfferIds, UNIQUE_POOL_SIZE } from "../../../db/seed";
import { createTestDatabase, type TestDatabase } from "../../../db/testing";
import { importCodes, REPORT_SAMPLES } from "./import-codes";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.cleanup());

const offer = seedOfferIds.uniquePool;

async function poolSize(offerId: number = offer): Promise<number> {
  const [row] = await database.db
    .select({ n: count() })
    .from(offerCodes)
    .where(eq(offerCodes.offerId, offerId));
  return row?.n ?? 0;
}

/** `size` lines "PREFIX-000001" … generated lazily, as a file read from disk would arrive. */
function codeFile(prefix: string, size: number, extra: string[] = []): Readable {
  function* lines() {
    for (let i = 1; i <= size; i++) yield `${prefix}-${String(i).padStart(6, "0")}\n`;
    for (const line of extra) yield `${line}\n`;
  }
  return Readable.from(lines());
}

describe("importCodes", () => {
  it("rejects a 100,000-code file with a duplicate inside and one already in the pool, importing nothing; then imports the clean file", async () => {
    const before = await poolSize();
    const dirty = await importCodes(
      database.db,
      offer,
      codeFile("BIG", 100_000, ["BIG-000042", "UNIQ-0001"]),
    );
    expect(dirty).toMatchObject({
      status: "rejected",
      read: 100_002,
      imported: 0,
      invalid: { count: 0 },
      duplicates_in_file: { count: 1, samples: [{ code: "BIG-000042", lines: [42, 100_001] }] },
      duplicates_in_pool: { count: 1, samples: [{ code: "UNIQ-0001", line: 100_002 }] },
    });
    expect(await poolSize()).toBe(before);

    const clean = await importCodes(database.db, offer, codeFile("BIG", 100_000));
    expect(clean).toMatchObject({ status: "imported", read: 100_000, imported: 100_000 });
    expect(await poolSize()).toBe(before + 100_000);
    const [free] = await database.db
      .select({ n: count() })
      .from(offerCodes)
      .where(and(eq(offerCodes.offerId, offer), isNull(offerCodes.assignedTo)));
    expect(free?.n).toBeGreaterThanOrEqual(100_000);
  }, 120_000);

  it("rejects a file with a bad line and counts every problem exactly while listing only the first few", async () => {
    const before = await poolSize();
    const bad = Array.from({ length: REPORT_SAMPLES + 5 }, (_, i) => `BAD ${i}`);
    const report = await importCodes(database.db, offer, codeFile("ODD", 10, bad));
    expect(report.status).toBe("rejected");
    expect(report.invalid.count).toBe(REPORT_SAMPLES + 5);
    expect(report.invalid.samples).toHaveLength(REPORT_SAMPLES);
    expect(report.invalid.samples[0]).toEqual({
      line: 11,
      problem: "bad_characters",
      value: "BAD 0",
    });
    expect(await poolSize()).toBe(before);
  });

  it("rejects an empty file", async () => {
    const report = await importCodes(database.db, offer, Readable.from(["\n\n"]));
    expect(report).toMatchObject({ status: "rejected", read: 0, imported: 0 });
  });

  it("refuses an offer that does not use an uploaded pool, and an unknown offer", async () => {
    await expect(
      importCodes(database.db, seedOfferIds.pizza, codeFile("P", 1)),
    ).rejects.toMatchObject({ code: "conflict", details: { reason: "not_a_pool_offer" } });
    await expect(importCodes(database.db, 999_999, codeFile("P", 1))).rejects.toMatchObject({
      code: "not_found",
    });
  });

  it("two imports of the same codes into one pool at once: one is imported, the other reports them all as already in the pool", async () => {
    const before = await poolSize(seedOfferIds.randomPool);
    const [a, b] = await Promise.all([
      importCodes(database.db, seedOfferIds.randomPool, codeFile("RACE", 500)),
      importCodes(database.db, seedOfferIds.randomPool, codeFile("RACE", 500)),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual(["imported", "rejected"]);
    const rejected = a.status === "rejected" ? a : b;
    expect(rejected.duplicates_in_pool.count).toBe(500);
    expect(await poolSize(seedOfferIds.randomPool)).toBe(before + 500);
  });

  it("leaves the seeded pool's codes as they were", async () => {
    expect(await poolSize()).toBeGreaterThanOrEqual(UNIQUE_POOL_SIZE);
  });
});
