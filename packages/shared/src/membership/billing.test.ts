import { describe, expect, it } from "vitest";
import {
  billingRedirect,
  canAccessBilling,
  shouldPromptAutoRenew,
  showsBillingLink,
} from "./billing";
import type { CardValidityFields } from "./cards";

const card = (over: Partial<CardValidityFields> = {}): CardValidityFields => ({
  cobrand: "spc",
  status: "active",
  is_expired: false,
  expiry_date: "2025-08-31",
  ...over,
});
const now = new Date(2025, 7, 31, 20);

describe("billing access", () => {
  it("lets in a paying member with an active own-brand card expiring today", () => {
    expect(canAccessBilling({ cards: [card()], isFreeTrial: false, now })).toBe(true);
    expect(billingRedirect({ cards: [card()], isFreeTrial: false, now })).toBeNull();
  });

  it("sends a free-trial member to /deals", () => {
    expect(billingRedirect({ cards: [card()], isFreeTrial: true, now })).toBe("/deals");
  });

  it("sends a bank or campus card holder to /deals", () => {
    const cards = [card({ cobrand: "cibc" }), card({ cobrand: "campus" })];
    expect(billingRedirect({ cards, isFreeTrial: false, now })).toBe("/deals");
  });

  it("sends someone whose own-brand card expired or is inactive to /deals", () => {
    expect(canAccessBilling({ cards: [card({ is_expired: true })], isFreeTrial: false, now })).toBe(
      false,
    );
    expect(
      canAccessBilling({ cards: [card({ status: "inactive" })], isFreeTrial: false, now }),
    ).toBe(false);
  });

  it("sends someone without cards to /deals", () => {
    expect(billingRedirect({ cards: [], isFreeTrial: false, now })).toBe("/deals");
  });
});

describe("billing header link", () => {
  const base = { cards: [card()], isFreeTrial: false, isGoldTicket: false, now };

  it("shows for a paying member with a valid card", () => {
    expect(showsBillingLink(base)).toBe(true);
  });

  it("hides for free-trial and gold-ticket members", () => {
    expect(showsBillingLink({ ...base, isFreeTrial: true })).toBe(false);
    expect(showsBillingLink({ ...base, isGoldTicket: true })).toBe(false);
  });

  it("hides without cards or without a valid card", () => {
    expect(showsBillingLink({ ...base, cards: [] })).toBe(false);
    expect(showsBillingLink({ ...base, cards: [card({ is_expired: true })] })).toBe(false);
  });

  it("hides for a bank (SPC+) or campus card holder, whom /billing would send to /deals", () => {
    for (const cobrand of ["cibc", "campus"] as const) {
      const cards = [card({ cobrand })];
      expect(showsBillingLink({ ...base, cards })).toBe(false);
      expect(billingRedirect({ cards, isFreeTrial: false, now })).toBe("/deals");
    }
  });

  it("shows for a member holding an own-brand card beside a bank card", () => {
    expect(showsBillingLink({ ...base, cards: [card({ cobrand: "cibc" }), card()] })).toBe(true);
  });

  it("never shows where /billing would not open", () => {
    const cases = [
      [card({ cobrand: "cibc" })],
      [card({ status: "inactive" }), card({ cobrand: "cibc" })],
      [card({ is_expired: true })],
      [card()],
    ];
    for (const cards of cases) {
      for (const isFreeTrial of [false, true]) {
        if (showsBillingLink({ ...base, cards, isFreeTrial })) {
          expect(billingRedirect({ cards, isFreeTrial, now })).toBeNull();
        }
      }
    }
  });
});

describe("auto-renew prompt after start shopping", () => {
  it("opens with no auto-renew, no trial and no valid card", () => {
    expect(
      shouldPromptAutoRenew({ isAutoRenew: false, isFreeTrial: false, hasValidCard: false }),
    ).toBe(true);
  });

  it("stays closed if any of the three holds", () => {
    expect(
      shouldPromptAutoRenew({ isAutoRenew: true, isFreeTrial: false, hasValidCard: false }),
    ).toBe(false);
    expect(
      shouldPromptAutoRenew({ isAutoRenew: false, isFreeTrial: true, hasValidCard: false }),
    ).toBe(false);
    expect(
      shouldPromptAutoRenew({ isAutoRenew: false, isFreeTrial: false, hasValidCard: true }),
    ).toBe(false);
  });
});
