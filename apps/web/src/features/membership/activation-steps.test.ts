import { describe, expect, it } from "vitest";
import { incentivePath, subscriptionGuard } from "./activation-steps";
import { memberCard } from "./test-cards";

describe("/activate/subscription's previous-route guard", () => {
  it("lets in a member coming from activation info or the membership screen", () => {
    expect(subscriptionGuard({ from: "/activate/info" })).toBeNull();
    expect(subscriptionGuard({ from: "/membership-screen/" })).toBeNull();
  });

  it("sends anyone else (typed, bookmarked, another screen) to their card", () => {
    expect(subscriptionGuard(null)).toBe("/membership-screen");
    expect(subscriptionGuard({})).toBe("/membership-screen");
    expect(subscriptionGuard({ from: "/deals" })).toBe("/membership-screen");
  });
});

describe("the incentive step after an activation", () => {
  it("asks about a card that does not renew yet", () => {
    expect(incentivePath(memberCard())).toBe("/activate/incentive?card_num=6018123412341234");
  });

  it("skips trials, renewing cards and a missing card", () => {
    expect(incentivePath(memberCard({ is_trial: true }))).toBeNull();
    expect(incentivePath(memberCard({ is_auto_renew: true }))).toBeNull();
    expect(incentivePath(undefined)).toBeNull();
  });
});
