import { describe, expect, it } from "vitest";
import {
  displayListName,
  isDuplicateListName,
  normalizeListName,
  validateNewListName,
} from "./list-name";

describe("new list name", () => {
  it("accepts a single character", () => {
    expect(validateNewListName("a")).toBeNull();
  });

  it("refuses an empty or blank name with 'Enter valid list name'", () => {
    expect(validateNewListName("")?.message).toBe("validation.list_name.invalid");
    expect(validateNewListName("   \t")?.message).toBe("validation.list_name.invalid");
  });

  it("refuses a name that exists in another case, naming the list", () => {
    expect(validateNewListName("  shoes ", ["Shoes", "Food"])).toEqual({
      message: "validation.list_name.duplicate",
      values: { name: "shoes" },
    });
  });

  it("accepts a name that only contains an existing one", () => {
    expect(validateNewListName("Shoes 2", ["Shoes"])).toBeNull();
  });

  it("treats accented names in composed and decomposed forms as the same", () => {
    expect(isDuplicateListName("Café", ["Cafe\u0301"])).toBe(true);
    expect(isDuplicateListName("Cafe", ["Café"])).toBe(false);
  });

  it("stores the trimmed name", () => {
    expect(normalizeListName("  Back to school ")).toBe("Back to school");
  });
});

describe("list name display", () => {
  it("shows a 45-character name whole, without tooltip", () => {
    const name = "x".repeat(45);
    expect(displayListName(name)).toEqual({ text: name, showTooltip: false });
  });

  it("cuts a 46-character name to 40 and an ellipsis, with tooltip", () => {
    const shown = displayListName(`${"a".repeat(40)}${"b".repeat(6)}`);
    expect(shown.text).toBe(`${"a".repeat(40)}…`);
    expect(shown.showTooltip).toBe(true);
  });

  it("never cuts an emoji in half", () => {
    const shown = displayListName("😀".repeat(46));
    expect(shown.text).toBe(`${"😀".repeat(40)}…`);
  });
});
