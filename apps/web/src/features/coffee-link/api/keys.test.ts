import { describe, expect, it } from "vitest";
import { coffeeLinkKeys } from "./keys";

describe("coffeeLinkKeys", () => {
  it("keeps the member's link under the member root and the offer outside it", () => {
    expect(coffeeLinkKeys.status()).toEqual(["member", "coffee-link", "status"]);
    expect(coffeeLinkKeys.offer()).toEqual(["coffee-link", "offer"]);
  });
});
