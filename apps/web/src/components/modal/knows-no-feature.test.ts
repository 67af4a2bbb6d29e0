import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// The modal layer sits below every feature: features declare their dialogs (features/*/dialogs.ts)
// and app/modal-registry.ts names their components, so nothing here may reach up (decision 0023).
// (That nothing here imports a feature is the lint rule shared-layers-know-no-feature.)
const here = import.meta.dirname;

describe("components/modal", () => {
  it("declares only its own dialog: each feature declares its dialogs and their props", () => {
    const store = readFileSync(join(here, "modal-store.ts"), "utf8");
    const registry = store.match(/export interface ModalRegistry \{([^}]*)\}/)?.[1] ?? "";
    const names = [...registry.matchAll(/^\s*"?([\w-]+)"?\??:/gm)].map(([, name]) => name);
    expect(names).toEqual(["rate-limited"]);
  });
});
