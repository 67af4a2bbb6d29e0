import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// The shell (route table, header, session) imports these @spc/shared modules at first load.
// Vite drops the package's unused modules, but not a used module's own zod schemas: one schema
// beside a constant would add zod (~25 KB gzip) to every page. Schemas live in other modules.
const ZOD_FREE = ["constants.ts", "rules/messages.ts", "rules/postal.ts", "membership/routing.ts"];

describe("@spc/shared modules of the first load", () => {
  it.each(ZOD_FREE)("%s imports no zod", (file) => {
    const source = readFileSync(
      join(import.meta.dirname, "..", "..", "..", "..", "packages", "shared", "src", file),
      "utf8",
    );
    expect(source).not.toMatch(/from "zod"/);
  });
});
