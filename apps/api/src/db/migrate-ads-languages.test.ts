import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateDatabase, migrationsFolder } from "./migrate";
import { createTestDatabase, type TestDatabase } from "./testing";

const BEFORE = "0016_one_primary_card_per_member";

/** A copy of the migrations folder that ends at `lastTag`, as a server migrated back then had. */
function migrationsUpTo(lastTag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), "spc-migrations-"));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8"));
  const last = journal.entries.findIndex((entry: { tag: string }) => entry.tag === lastTag);
  expect(last).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

// Migration 0017 renames the English copy's columns and adds the French ones (decision 0028). A
// record written before it must keep its words and still show something in French.
describe("migration 0017 (ads in both languages) on a database with ads", () => {
  let database: TestDatabase;
  let olderMigrations: string;
  beforeAll(async () => {
    database = await createTestDatabase({ empty: true });
    olderMigrations = migrationsUpTo(BEFORE);
  });
  afterAll(async () => {
    await database?.cleanup();
    rmSync(olderMigrations, { recursive: true, force: true });
  });

  it("keeps an older record's copy as its English and starts its French from it", async () => {
    await migrateDatabase(database, olderMigrations);
    await database.db.execute(sql`
      insert into ads (image_en, image_fr, image_mobile_en, image_mobile_fr, title, description,
        text, display_page, is_clickable, url_en, url_fr)
      values ('/a.svg', '/a.svg', '/m.svg', '/m.svg', 'Spring sale', 'Save on books.', 'Shop now',
        'deals', true, '/deals', '/deals')`);

    await migrateDatabase(database);

    const { rows } = await database.db.execute<Record<string, string>>(sql`
      select title_en, title_fr, description_en, description_fr, text_en, text_fr,
        image_alt_en, image_alt_fr from ads`);
    expect(rows).toEqual([
      {
        title_en: "Spring sale",
        title_fr: "Spring sale",
        description_en: "Save on books.",
        description_fr: "Save on books.",
        text_en: "Shop now",
        text_fr: "Shop now",
        // No description of the picture was ever written: it reads as decorative until one is.
        image_alt_en: "",
        image_alt_fr: "",
      },
    ]);
  });

  it("requires a French title from then on", async () => {
    await expect(
      database.db.execute(sql`
        insert into ads (image_en, image_fr, image_mobile_en, image_mobile_fr, title_en,
          display_page)
        values ('/a.svg', '/a.svg', '/m.svg', '/m.svg', 'English only', 'deals')`),
    ).rejects.toThrow();
  });
});
