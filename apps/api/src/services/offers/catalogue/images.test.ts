import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../db/testing";

/** The web app's public folder: Vite serves it in development and copies it into the build. */
const webPublic = join(import.meta.dirname, "../../../../../web/public");

describe("offer images of the seeded catalogue", () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.cleanup();
  });

  it("are files the web app serves: small decorative SVGs (cards give them alt='')", async () => {
    const { rows } = await database.db.execute<{ image_url: string }>(
      sql`SELECT DISTINCT image_url FROM offers WHERE image_url LIKE '/%' ORDER BY image_url`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const { image_url: url } of rows) {
      const file = join(webPublic, url);
      expect(existsSync(file), url).toBe(true);
      const svg = readFileSync(file, "utf8");
      expect(svg.length, url).toBeLessThan(2048);
      expect(svg, url).toContain('viewBox="0 0 320 180"');
      expect(svg, url).toContain('aria-hidden="true"');
    }
  });
});
