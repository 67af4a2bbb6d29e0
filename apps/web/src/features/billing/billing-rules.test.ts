import { type Card, billingRedirect as sharedBillingRedirect } from "@spc/shared";
import { describe, expect, it } from "vitest";
import { billingRedirect } from "./billing-rules";

const now = new Date(2026, 10, 21, 12);
const base: Card = {
  card_number: "6012345678901234",
  csv: "123",
  cobrand: "spc",
  status: "active",
  is_expired: false,
  expiry_date: "2027-11-21",
  is_primary: true,
  is_g_ticket: false,
  is_online_purchased: true,
  campus: null,
};

const cases: { name: string; cards: Card[]; isFreeTrial: boolean }[] = [
  { name: "active spc card", cards: [base], isFreeTrial: false },
  { name: "free trial", cards: [base], isFreeTrial: true },
  { name: "no card", cards: [], isFreeTrial: false },
  { name: "expired flag", cards: [{ ...base, is_expired: true }], isFreeTrial: false },
  {
    name: "expired yesterday",
    cards: [{ ...base, expiry_date: "2026-11-20" }],
    isFreeTrial: false,
  },
  { name: "expires today", cards: [{ ...base, expiry_date: "2026-11-21" }], isFreeTrial: false },
  { name: "inactive", cards: [{ ...base, status: "inactive" }], isFreeTrial: false },
  { name: "cibc only", cards: [{ ...base, cobrand: "cibc" }], isFreeTrial: false },
  { name: "campus + spc", cards: [{ ...base, cobrand: "campus" }, base], isFreeTrial: false },
];

describe("billingRedirect (copy of the shared rule)", () => {
  it.each(cases)("agrees with @spc/shared: $name", ({ cards, isFreeTrial }) => {
    expect(billingRedirect({ cards, isFreeTrial, now })).toBe(
      sharedBillingRedirect({ cards, isFreeTrial, now }),
    );
  });

  it("lets an active own-brand member in and sends the others to /deals", () => {
    expect(billingRedirect({ cards: [base], isFreeTrial: false, now })).toBeNull();
    expect(billingRedirect({ cards: [base], isFreeTrial: true, now })).toBe("/deals");
    expect(billingRedirect({ cards: [], isFreeTrial: false, now })).toBe("/deals");
  });
});
