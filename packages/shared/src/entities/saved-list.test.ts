import { describe, expect, it } from "vitest";
import { savedListSchema } from "./saved-list";

describe("saved list", () => {
  it("parses a list and keeps the order of its offers", () => {
    expect(savedListSchema.parse({ id: 1, name: "Shoes", offer_ids: [5, 2, 9] }).offer_ids).toEqual(
      [5, 2, 9],
    );
  });

  it("accepts an empty list", () => {
    expect(savedListSchema.safeParse({ id: 1, name: "Later", offer_ids: [] }).success).toBe(true);
  });

  it("refuses string offer ids", () => {
    expect(savedListSchema.safeParse({ id: 1, name: "x", offer_ids: ["5"] }).success).toBe(false);
  });
});
