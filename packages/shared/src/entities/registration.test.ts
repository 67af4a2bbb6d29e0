import { describe, expect, it } from "vitest";
import { referralSchema, registrationResultSchema } from "./registration";

describe("registration result", () => {
  it("keeps the camelCase hasCard of the wire", () => {
    const r = { registered: true, hasCard: false, bmo: false, membership_type: null };
    expect(registrationResultSchema.parse(r)).toEqual(r);
  });
});

describe("referral", () => {
  it("parses a referral with its counters", () => {
    const r = { referral_code: "SAM42", referral_count: 3, referral_redemption_count: 1 };
    expect(referralSchema.parse(r)).toEqual(r);
  });

  it("refuses a negative count", () => {
    const r = { referral_code: "SAM42", referral_count: -1, referral_redemption_count: 0 };
    expect(referralSchema.safeParse(r).success).toBe(false);
  });
});
