import { describe, expect, it } from "vitest";
import type { Card } from "../entities/card";
import {
  hasValidCard,
  isCampusMember,
  isCardExpired,
  isCardValid,
  isPremium,
  showsPlusLogo,
} from "./cards";

const card = (over: Partial<Card> = {}): Card => ({
  card_number: "6018123412341234",
  csv: "123",
  cobrand: "spc",
  status: "active",
  is_expired: false,
  expiry_date: "2025-08-31",
  is_primary: true,
  is_g_ticket: false,
  is_online_purchased: true,
  campus: null,
  ...over,
});
const at = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h);

describe("card expiry", () => {
  it("keeps a card expiring today valid until the end of the day", () => {
    expect(isCardExpired(card(), at(2025, 8, 31, 23))).toBe(false);
  });

  it("expires the card the next morning", () => {
    expect(isCardExpired(card(), at(2025, 9, 1, 0))).toBe(true);
  });

  it("trusts is_expired even when the date is in the future", () => {
    expect(isCardExpired(card({ is_expired: true }), at(2025, 1, 1))).toBe(true);
  });

  it("relies on is_expired alone when there is no expiry date", () => {
    expect(isCardExpired(card({ expiry_date: null }), at(2099, 1, 1))).toBe(false);
  });
});

describe("card validity", () => {
  const now = at(2025, 6, 1);

  it("is valid when active and unexpired", () => {
    expect(isCardValid(card(), now)).toBe(true);
  });

  it("is not valid when not active", () => {
    expect(isCardValid(card({ status: "inactive" }), now)).toBe(false);
  });

  it("finds a valid card among expired ones", () => {
    expect(hasValidCard([card({ is_expired: true }), card()], now)).toBe(true);
  });

  it("has no valid card in an empty list", () => {
    expect(hasValidCard([], now)).toBe(false);
  });

  it("has no valid card when every card is expired or inactive", () => {
    expect(hasValidCard([card({ is_expired: true }), card({ status: "cancelled" })], now)).toBe(
      false,
    );
  });
});

describe("premium, campus and plus logo", () => {
  const now = at(2025, 6, 1);

  it("is premium with an active unexpired cibc card", () => {
    expect(isPremium([card(), card({ cobrand: "cibc" })], now)).toBe(true);
  });

  it("is not premium with an expired or inactive cibc card", () => {
    expect(isPremium([card({ cobrand: "cibc", is_expired: true })], now)).toBe(false);
    expect(isPremium([card({ cobrand: "cibc", status: "pending" })], now)).toBe(false);
  });

  it("is not premium with only an own-brand card", () => {
    expect(isPremium([card()], now)).toBe(false);
  });

  it("is a campus member with a valid campus card only", () => {
    expect(isCampusMember([card({ cobrand: "campus", campus: "UdeM" })], now)).toBe(true);
    expect(isCampusMember([card({ cobrand: "campus", is_expired: true })], now)).toBe(false);
    expect(isCampusMember([card({ cobrand: "cibc" })], now)).toBe(false);
  });

  it("shows the plus logo for a non-expired cibc card even if not active", () => {
    expect(showsPlusLogo([card({ cobrand: "cibc", status: "pending" })], now)).toBe(true);
  });

  it("hides the plus logo once the cibc card expired", () => {
    expect(showsPlusLogo([card({ cobrand: "cibc", expiry_date: "2025-05-31" })], now)).toBe(false);
    expect(showsPlusLogo([card()], now)).toBe(false);
  });
});
