import { describe, expect, it } from "vitest";
import { schoolTypeSchema } from "./school";

describe("school type", () => {
  it("accepts cegep in lower case as the wire value", () => {
    expect(schoolTypeSchema.safeParse("cegep").success).toBe(true);
  });

  it("refuses the label 'high school', which travels as secondary", () => {
    expect(schoolTypeSchema.safeParse("high school").success).toBe(false);
    expect(schoolTypeSchema.safeParse("secondary").success).toBe(true);
  });
});
