import { describe, expect, it } from "vitest";
import { measuredPath } from "./measured-path";

describe("measuredPath", () => {
  it("keeps a page's path and hides a shared list's token", () => {
    expect(measuredPath("/deals/maple-slice-pizza/offer/1")).toBe(
      "/deals/maple-slice-pizza/offer/1",
    );
    expect(measuredPath("/shared-list/Zx81-secret-token")).toBe("/shared-list/:token");
  });

  it("never carries anything the collector would refuse", () => {
    expect(measuredPath("//evil path?x")).toMatch(/^\/[^?#\s]*$/);
    expect(measuredPath(`/${"a".repeat(400)}`)).toHaveLength(300);
  });
});
