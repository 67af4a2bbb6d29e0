import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// A feature's index.ts is its public surface (decision 0024): other features and app/ import it,
// and the build treats it as free of side effects (vite.config.ts), so a page that takes one name
// gets one module. Both hold only while the file does nothing but re-export.
const here = import.meta.dirname;
const indexes = readdirSync(here, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => join(entry.name, "index.ts"))
  .filter((file) => {
    try {
      return readFileSync(join(here, file), "utf8").length > 0;
    } catch {
      return false;
    }
  });

describe("feature index files", () => {
  it("exist", () => {
    expect(indexes.length).toBeGreaterThan(5);
  });

  it.each(indexes)("%s only re-exports", (file) => {
    const statements = readFileSync(join(here, file), "utf8")
      .replace(/\/\/.*$/gm, "")
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .split(";")
      .map((statement) => statement.trim())
      .filter(Boolean);
    const other = statements.filter(
      (statement) => !/^export (type )?(\{[^}]*\}|\*) from "\.\/[^"]+"$/.test(statement),
    );
    expect(other).toEqual([]);
  });
});
