import { describe, expect, it } from "vitest";
import { completionGuard, summaryGuard } from "./purchase-steps";
import type { CheckoutResponse } from "./types";

const checkout = { success: true } as unknown as CheckoutResponse;

describe("purchase step guards", () => {
  it("lets the summary open from the signup purchase and add-subscription screens", () => {
    expect(summaryGuard({ from: "/signup/purchase" })).toBeNull();
    expect(summaryGuard({ from: "/activate/subscription" })).toBeNull();
  });

  it("sends a summary opened directly back to /purchase", () => {
    expect(summaryGuard(null)).toBe("/purchase");
    expect(summaryGuard(undefined)).toBe("/purchase");
    expect(summaryGuard({ from: "/deals" })).toBe("/purchase");
  });

  it("lets the completion open only from the summary with the checkout answer", () => {
    expect(completionGuard({ from: "/purchase/summary", checkout })).toBeNull();
    expect(completionGuard({ from: "/purchase/summary" })).toBe("/purchase");
    expect(completionGuard({ from: "/signup/purchase", checkout })).toBe("/purchase");
    expect(completionGuard(null)).toBe("/purchase");
  });
});
