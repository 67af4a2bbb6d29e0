import { describe, expect, it } from "vitest";
import { promoCodeResponseSchema, subscriptionFlagsSchema } from "./subscription";

describe("subscription flags and promo code", () => {
  it("parses both subscription flags", () => {
    const f = { is_subscriber: true, has_active_subscription: false };
    expect(subscriptionFlagsSchema.parse(f)).toEqual(f);
  });

  it("parses a revealed code", () => {
    expect(promoCodeResponseSchema.parse({ code: "SPC15" }).code).toBe("SPC15");
  });
});
