import { describe, expect, it } from "vitest";
import { candidatesOf, planSetChange, unique } from "./set-change";

describe("a change to a member's set", () => {
  it("appends new ids in the order given and leaves ids already there where they are", () => {
    expect(planSetChange([3, 1], { add: [5, 1, 4, 5] })).toEqual({
      next: [3, 1, 5, 4],
      added: [5, 4],
      removed: [],
      replace: false,
      changed: true,
    });
  });

  it("removes only ids in the set; removing what is not there changes nothing", () => {
    expect(planSetChange([3, 1, 2], { remove: [1, 9] })).toMatchObject({
      next: [3, 2],
      removed: [1],
      changed: true,
    });
    expect(planSetChange([3], { remove: [9], add: [3] }).changed).toBe(false);
  });

  it("replaces the set and its order with a full list, counting only new ids as added", () => {
    expect(planSetChange([1, 2, 3], { full: [3, 1, 7, 7] })).toEqual({
      next: [3, 1, 7],
      added: [7],
      removed: [2],
      replace: true,
      changed: true,
    });
    expect(planSetChange([1, 2], { full: [2, 1] }).changed).toBe(true);
    expect(planSetChange([1, 2], { full: [1, 2] }).changed).toBe(false);
    expect(planSetChange([1, 2], { full: [] })).toMatchObject({ next: [], removed: [1, 2] });
  });

  it("asks the catalogue about every id a change could add, once", () => {
    expect(candidatesOf({ full: [1, 2], add: [2, 3], remove: [4] })).toEqual([1, 2, 3]);
    expect(unique([2, 2, 1])).toEqual([2, 1]);
  });
});
