import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";
import { describe, expect, it } from "vitest";

// app/ assembles the product (routes, shell, dialog registry) on top of everything else: what a
// feature, a component, lib/ or i18n/ needs from it moves down instead (issue 13), so that
// nothing but main.tsx depends on the assembly and no import runs in a circle through it.
const SRC = normalize(join(import.meta.dirname, ".."));
const APP = join(SRC, "app");

function sourcesOutsideApp(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === APP ? [] : sourcesOutsideApp(path);
    return /\.tsx?$/.test(entry.name) && path !== join(SRC, "main.tsx") ? [path] : [];
  });
}

describe("app/", () => {
  it("is imported by main.tsx only", () => {
    const climbing = sourcesOutsideApp(SRC).flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/(?:from |import\()"(\.[^"]+)"/g)]
        .filter(([, path = ""]) => normalize(join(dirname(file), path)).startsWith(`${APP}/`))
        .map(([, path]) => `${relative(SRC, file)} → ${path}`),
    );
    expect(climbing).toEqual([]);
  });
});
