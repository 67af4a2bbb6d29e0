import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// The modal layer sits below every feature: features declare their dialogs (features/*/dialogs.ts)
// and app/modal-registry.ts names their components, so nothing here may reach up (decision 0023).
const here = import.meta.dirname;
const sources = readdirSync(here).filter(
  (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
);

describe("components/modal", () => {
  it.each(sources)("%s imports no feature and nothing from app/", (file) => {
    const source = readFileSync(join(here, file), "utf8");
    const imported = [...source.matchAll(/(?:from |import\()"([^"]+)"/g)].map(
      ([, path = ""]) => path,
    );
    expect(imported.length).toBeGreaterThan(0);
    expect(imported.filter((path) => /(^|\/)(features|app)\//.test(path))).toEqual([]);
  });

  it("declares only its own dialog: each feature declares its dialogs and their props", () => {
    const store = readFileSync(join(here, "modal-store.ts"), "utf8");
    const registry = store.match(/export interface ModalRegistry \{([^}]*)\}/)?.[1] ?? "";
    const names = [...registry.matchAll(/^\s*"?([\w-]+)"?\??:/gm)].map(([, name]) => name);
    expect(names).toEqual(["rate-limited"]);
  });
});
