import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateDatabase } from "./migrate";
import { seedDatabase } from "./seed";
import { fingerprint } from "./seed/fingerprint";
import { createTestDatabase, type TestDatabase } from "./testing";

describe("migrateDatabase", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ empty: true });
  });
  afterAll(async () => {
    await database?.cleanup();
  });

  it("applies every migration on an empty database, then again without error", async () => {
    await migrateDatabase(database);
    await migrateDatabase(database);
    const { rows } = await database.db.execute<{ count: string | number }>(
      sql`select count(*) as count from drizzle.__drizzle_migrations`,
    );
    expect(Number(rows[0]?.count)).toBeGreaterThanOrEqual(3);
  });

  it("creates the catalogue and content tables", async () => {
    const { rows } = await database.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    const names = rows.map((row) => row.table_name);
    for (const table of ["offers", "partners", "offer_codes", "menu_links", "carousel_items"]) {
      expect(names).toContain(table);
    }
  });

  it("loads pg_trgm and unaccent so search can use similarity() and unaccent()", async () => {
    const { rows } = await database.db.execute<{ score: number; plain: string }>(
      sql`select similarity('pizza', 'piza') as score, unaccent('Épicerie étudiant café') as plain`,
    );
    expect(Number(rows[0]?.score)).toBeGreaterThan(0.4);
    expect(rows[0]?.plain).toBe("Epicerie etudiant cafe");
  });

  it("accepts the seed, which writes the same rows as the shared test database", async () => {
    expect(await seedDatabase(database)).toEqual({ seeded: true });
    const reference = await createTestDatabase();
    try {
      expect(await fingerprint(database)).toEqual(await fingerprint(reference));
    } finally {
      await reference.cleanup();
    }
  });

  it("rejects values outside the closed vocabularies", async () => {
    await expect(
      database.db.execute(sql`insert into menu_links (menu, en, fr) values ('sidebar', 'x', 'x')`),
    ).rejects.toThrow();
  });
});
