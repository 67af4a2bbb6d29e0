import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PAGES } from "./page-table";

const SRC = join(import.meta.dirname, "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

// Issue 16: the coming-soon placeholder is gone; every route of the table has its own page.
describe("the page table", () => {
  it("gives every page entry its own module", () => {
    const missing = PAGES.filter((page) => typeof page.page !== "function").map((p) => p.path);
    expect(missing).toEqual([]);
  });

  it("loads a real page module for every entry", async () => {
    for (const entry of PAGES) {
      const parts = await entry.page();
      expect(typeof parts.Component, entry.path).toBe("function");
    }
  }, 60_000);

  it("no longer has a placeholder page anywhere in the web app", () => {
    const naming = sourceFiles(SRC).filter((file) =>
      /placeholder-page|PlaceholderPage/.test(readFileSync(file, "utf8")),
    );
    expect(naming).toEqual([]);
  });
});
