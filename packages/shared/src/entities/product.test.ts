import { describe, expect, it } from "vitest";
import { INITIAL_PAYMENT_STATE, paymentStateSchema, productSchema } from "./product";

describe("product", () => {
  it("parses the yearly card product", () => {
    const p = { id: "1_year_card", description_en: "2019/20 Membership", price: 11.99 };
    expect(productSchema.parse(p)).toEqual(p);
  });

  it("refuses a negative price", () => {
    expect(productSchema.safeParse({ id: "x", description_en: "", price: -1 }).success).toBe(false);
  });
});

describe("payment state", () => {
  it("starts empty and valid", () => {
    expect(paymentStateSchema.parse(INITIAL_PAYMENT_STATE)).toEqual(INITIAL_PAYMENT_STATE);
    expect(INITIAL_PAYMENT_STATE.newCard).toBeNull();
  });

  it("cannot be mutated by accident", () => {
    expect(Object.isFrozen(INITIAL_PAYMENT_STATE)).toBe(true);
  });
});
