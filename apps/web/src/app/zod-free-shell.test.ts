import { readFileSync } from "node:fs";
import { join, normalize } from "node:path";
import { describe, expect, it } from "vitest";

// The shell (route table, header, session) and the member forms import these @spc/shared modules.
// Vite drops the package's unused modules, but not a used module's own zod schemas: one schema
// beside a constant would add zod (~25 KB gzip) to every page. Schemas live in other modules,
// and these modules take values only from each other (type imports are erased).
const ZOD_FREE = [
  "constants.ts",
  "entities/calendar-date.ts",
  "entities/card-constants.ts",
  "entities/gender-constants.ts",
  "entities/school-constants.ts",
  "entities/signup-draft-constants.ts",
  "membership/billing.ts",
  "membership/cards.ts",
  "membership/routing.ts",
  "rules/age.ts",
  "rules/messages.ts",
  "rules/postal.ts",
  "rules/profile-completeness.ts",
];

const SHARED_SRC = join(import.meta.dirname, "..", "..", "..", "..", "packages", "shared", "src");

/** The relative modules a file imports values from (`import type` and `type`-only lists skipped). */
function valueImports(file: string, source: string): string[] {
  const imports = source.matchAll(/^import (?!type )\{?([^;]*?)\}? from "(\.[^"]+)";/gms);
  return [...imports]
    .filter(([, names = ""]) =>
      names.split(",").some((name) => !/^\s*type\s/.test(name) && name.trim()),
    )
    .map(([, , path]) => normalize(join(file, "..", `${path}.ts`)));
}

describe("@spc/shared modules of the first load", () => {
  it.each(ZOD_FREE)("%s imports no zod, directly or through another module", (file) => {
    const source = readFileSync(join(SHARED_SRC, file), "utf8");
    expect(source).not.toMatch(/from "zod"/);
    for (const imported of valueImports(file, source)) expect(ZOD_FREE).toContain(imported);
  });
});
