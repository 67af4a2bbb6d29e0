import { describe, expect, it } from "vitest";
import { vipCodeRequestSchema, vipVerifyRequestSchema } from "./vip";

describe("vip requests", () => {
  it("parses a code request", () => {
    const r = { code: "VIP1", email: "a@b.ca", name: "Sam", language: "fr" };
    expect(vipCodeRequestSchema.parse(r)).toEqual(r);
  });

  it("refuses an empty code to verify", () => {
    expect(vipVerifyRequestSchema.safeParse({ code: "" }).success).toBe(false);
  });
});
