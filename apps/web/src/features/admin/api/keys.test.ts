import { describe, expect, it } from "vitest";
import { adminKeys } from "./keys";

describe("adminKeys", () => {
  it("keeps every back-office key under one root, so signing out drops them together", () => {
    expect(adminKeys.all()).toEqual(["admin"]);
    expect(adminKeys.me()).toEqual(["admin", "me"]);
    expect(adminKeys.poolLevels()).toEqual(["admin", "code-pools"]);
    expect(adminKeys.audit({ action: "import" })).toEqual(["admin", "audit", { action: "import" }]);
  });
});
