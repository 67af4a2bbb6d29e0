import { describe, expect, it } from "vitest";
import { gateSkipsPath } from "./gate";

describe("where the linking gate stays away", () => {
  it("skips its own page in both languages and the back office", () => {
    expect(gateSkipsPath("/timhortons")).toBe(true);
    expect(gateSkipsPath("/fr/timhortons/")).toBe(true);
    expect(gateSkipsPath("/admin/offers")).toBe(true);
    expect(gateSkipsPath("/deals")).toBe(false);
    expect(gateSkipsPath("/")).toBe(false);
  });
});
