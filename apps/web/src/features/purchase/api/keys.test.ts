import { describe, expect, it } from "vitest";
import { purchaseKeys } from "./keys";

describe("purchase query keys", () => {
  it("keep the values the cache is addressed by, under the member root that logout drops", () => {
    expect(purchaseKeys.price(null)).toEqual(["member", "purchase", "price", ""]);
    expect(purchaseKeys.price("SAVE10")).toEqual(["member", "purchase", "price", "SAVE10"]);
    expect(purchaseKeys.clientToken()).toEqual(["member", "purchase", "client-token"]);
  });
});
