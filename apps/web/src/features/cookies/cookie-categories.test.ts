import { COOKIE_CATEGORIES } from "@spc/shared";
import { describe, expect, it } from "vitest";
import { OPTIONAL_COOKIE_CATEGORIES } from "./cookie-categories";

describe("the optional cookie categories", () => {
  it("are exactly the shared categories that are not on by default", () => {
    const shared = COOKIE_CATEGORIES.filter((c) => !c.isDefault).map((c) => c.id);
    expect([...OPTIONAL_COOKIE_CATEGORIES].sort()).toEqual(shared.sort());
  });
});
