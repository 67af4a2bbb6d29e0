import { describe, expect, it } from "vitest";
import { billingKeys } from "./keys";

describe("billing query keys", () => {
  it("keep the values the cache is addressed by, under the member root that logout drops", () => {
    expect(billingKeys.transactions()).toEqual(["member", "transactions"]);
    expect(billingKeys.paymentMethod()).toEqual(["member", "payment-method"]);
  });
});
