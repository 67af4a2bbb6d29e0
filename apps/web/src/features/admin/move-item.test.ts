import { describe, expect, it } from "vitest";
import { moveItem } from "./move-item";

describe("moveItem", () => {
  it("swaps an item with its neighbour, leaving the input alone", () => {
    const items = [1, 2, 3];
    expect(moveItem(items, 1, -1)).toEqual([2, 1, 3]);
    expect(moveItem(items, 1, 1)).toEqual([1, 3, 2]);
    expect(items).toEqual([1, 2, 3]);
  });

  it("does nothing past either end", () => {
    expect(moveItem([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moveItem([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });
});
