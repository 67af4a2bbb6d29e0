import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { partners } from "../schema";
import { createTestDatabase, type TestDatabase } from "../testing";
import { buildCatalogue, seedClock, seedDatabase } from ".";

describe("seedDatabase", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.cleanup();
  });

  it("does nothing when the catalogue already has data", async () => {
    expect(await seedDatabase(database)).toEqual({ seeded: false });
    const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(partners);
    expect(row?.n).toBeGreaterThanOrEqual(150);
  });

  it("moves id sequences past the seeded ids", async () => {
    const [partner] = await database.db
      .insert(partners)
      .values({ partnerName: "Sequence Check", urlName: "sequence-check" })
      .returning({ id: partners.id });
    expect(partner?.id).toBeGreaterThan(150);
    await database.db.delete(partners).where(eq(partners.id, partner?.id ?? 0));
  });

  it("builds the same catalogue on every run of the same day", () => {
    const clock = seedClock(new Date("2025-03-10T15:00:00Z"));
    expect(buildCatalogue(clock)).toEqual(
      buildCatalogue(seedClock(new Date("2025-03-10T02:00:00Z"))),
    );
  });
});
