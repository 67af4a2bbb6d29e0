import { describe, expect, it } from "vitest";
import { membershipKeys } from "./keys";

describe("membership query keys", () => {
  it("keep the values the cache is addressed by, under the member root that logout drops", () => {
    expect(membershipKeys.cards()).toEqual(["member", "cards"]);
    expect(membershipKeys.expiryStatus()).toEqual(["member", "expiry-status"]);
    expect(membershipKeys.freeTrialStatus()).toEqual(["member", "free-trial-status"]);
    expect(membershipKeys.activationIncentive("4000")).toEqual([
      "member",
      "activation-incentive",
      "4000",
    ]);
  });
});
