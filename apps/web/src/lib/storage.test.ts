import { beforeEach, describe, expect, it } from "vitest";
import { firstTimeThisSession } from "./storage";

beforeEach(() => sessionStorage.clear());

describe("firstTimeThisSession", () => {
  it("is true once per sign-in and key, and again after a new sign-in", () => {
    expect(firstTimeThisSession("notice", "s1")).toBe(true);
    expect(firstTimeThisSession("notice", "s1")).toBe(false);
    expect(firstTimeThisSession("other", "s1")).toBe(true);
    expect(firstTimeThisSession("notice", "s2")).toBe(true);
  });
});
