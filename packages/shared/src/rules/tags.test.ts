import { describe, expect, it } from "vitest";
import { TAG_DROPDOWN_LIMIT } from "../constants";
import { filterTags } from "./tags";

const tags = Array.from({ length: 12 }, (_, i) => `Shoes ${i + 1}`);

describe("filterTags", () => {
  it("matches case-insensitively anywhere in the tag", () => {
    expect(filterTags(["Running Shoes", "Jeans", "shoe polish"], "SHOE")).toEqual([
      "Running Shoes",
      "shoe polish",
    ]);
  });

  it("returns at most 10 tags by default", () => {
    expect(filterTags(tags, "shoes")).toHaveLength(10);
  });

  it("returns at most 5 tags for the dropdown", () => {
    expect(filterTags(tags, "shoes", TAG_DROPDOWN_LIMIT)).toEqual(tags.slice(0, 5));
  });

  it("keeps every tag when fewer match than the limit", () => {
    expect(filterTags(["Jeans", "Jean jacket"], "jean")).toHaveLength(2);
  });

  it("matches every tag for blank text, up to the limit", () => {
    expect(filterTags(tags, "  ", 3)).toEqual(tags.slice(0, 3));
  });

  it("gives nothing for a zero limit or no match", () => {
    expect(filterTags(tags, "shoes", 0)).toEqual([]);
    expect(filterTags(tags, "pizza")).toEqual([]);
  });
});
