import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./client";

describe("openDatabase", () => {
  it("creates the PGlite folder when missing and keeps data across reopenings", async () => {
    const parent = await mkdtemp(join(tmpdir(), "spc-client-"));
    const dataDir = join(parent, "nested", "data");
    try {
      const first = await openDatabase({ dataDir });
      expect(first.kind).toBe("pglite");
      await first.ping();
      await first.db.execute(sql`create table kept (id int)`);
      await first.close();
      expect((await stat(dataDir)).isDirectory()).toBe(true);

      const second = await openDatabase({ dataDir });
      const { rows } = await second.db.execute(sql`select count(*) as n from kept`);
      expect(Number(rows[0]?.n)).toBe(0);
      await second.close();
      await second.close(); // closing twice is harmless
    } finally {
      await rm(parent, { recursive: true, force: true });
    }
  });

  it("fails ping on a server that does not answer", async () => {
    const database = await openDatabase({ databaseUrl: "postgres://nobody@127.0.0.1:1/none" });
    expect(database.kind).toBe("postgres");
    await expect(database.ping()).rejects.toThrow();
    await database.close();
  });
});
