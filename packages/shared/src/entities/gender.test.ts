import { describe, expect, it } from "vitest";
import { genderSchema, shortGenderSchema } from "./gender";
import { genderFromShort } from "./gender-constants";

describe("gender lists", () => {
  it("accepts the four profile genders", () => {
    for (const g of ["female", "male", "non_binary", "prefer_not_to_say"]) {
      expect(genderSchema.safeParse(g).success).toBe(true);
    }
  });

  it("refuses a display label instead of a wire value", () => {
    expect(genderSchema.safeParse("Non-binary").success).toBe(false);
  });

  it("accepts none only in the short list", () => {
    expect(shortGenderSchema.safeParse("none").success).toBe(true);
    expect(genderSchema.safeParse("none").success).toBe(false);
  });

  it("maps none onto prefer_not_to_say and keeps the others", () => {
    expect(genderFromShort("none")).toBe("prefer_not_to_say");
    expect(genderFromShort("non_binary")).toBe("non_binary");
    expect(genderFromShort("female")).toBe("female");
  });
});
