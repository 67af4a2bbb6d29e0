import { describe, expect, it } from "vitest";
import { isNewMemberPromoDue, membershipStart, type PromoCard, referralLink } from "./promo-rule";

const NOW = new Date("2026-11-27T12:00:00Z");
const DAY = 24 * 60 * 60 * 1000;

function card(daysIn: number, overrides: Partial<PromoCard> = {}): PromoCard {
  return {
    status: "active",
    is_expired: false,
    expiry_date: "2027-11-20",
    cobrand: "spc",
    is_trial: false,
    started_at: new Date(NOW.getTime() - daysIn * DAY).toISOString(),
    ...overrides,
  };
}

const due = (
  cards: PromoCard[],
  alerts: { policy: number; new_member_promo?: boolean } = { policy: 1 },
) => isNewMemberPromoDue({ cards, alerts, now: NOW });

describe("the new-member promotion's rule (clock injected)", () => {
  it("offers it 13 days into a membership, not 15", () => {
    expect(due([card(13)])).toBe(true);
    expect(due([card(15)])).toBe(false);
  });

  it("offers it up to the 14th day and on the first", () => {
    expect(due([card(14)])).toBe(true);
    expect(due([card(0)])).toBe(true);
  });

  it("never offers it on a free trial card", () => {
    expect(due([card(2, { is_trial: true })])).toBe(false);
  });

  it("never offers it twice: the profile remembers it was offered", () => {
    expect(due([card(2)], { policy: 1, new_member_promo: true })).toBe(false);
  });

  it("needs a valid card", () => {
    expect(due([card(2, { status: "inactive" })])).toBe(false);
    expect(due([card(2, { is_expired: true })])).toBe(false);
    expect(due([card(2, { expiry_date: "2026-11-26" })])).toBe(false);
    expect(due([])).toBe(false);
  });

  it("counts from the member's first paid card: a renewal or a second card is not new", () => {
    expect(due([card(400, { is_expired: true, expiry_date: "2025-11-01" }), card(3)])).toBe(false);
    // A trial before the purchase does not count: the purchase made them a member.
    expect(due([card(40, { is_trial: true, expiry_date: "2026-11-01" }), card(3)])).toBe(true);
  });

  it("does not guess when the card does not say when it began or whether it is a trial", () => {
    expect(due([card(2, { started_at: null })])).toBe(false);
    expect(due([card(2, { started_at: undefined })])).toBe(false);
    expect(due([card(2, { is_trial: undefined })])).toBe(false);
  });

  it("accepts a start a little ahead of this clock, not a day ahead", () => {
    expect(due([card(-1 / 24 / 60)])).toBe(true);
    expect(due([card(-1)])).toBe(false);
  });

  it("reads the earliest paid start", () => {
    expect(membershipStart([card(3), card(9), card(20, { is_trial: true })])?.getTime()).toBe(
      NOW.getTime() - 9 * DAY,
    );
    expect(membershipStart([])).toBeNull();
  });
});

describe("the referral link", () => {
  it("goes to the purchase page with the code, in the member's language", () => {
    expect(referralLink("https://spc.ca", "en", "AB2CD3EF")).toBe(
      "https://spc.ca/purchase?referral=AB2CD3EF",
    );
    expect(referralLink("https://spc.ca", "fr", "AB2CD3EF")).toBe(
      "https://spc.ca/fr/purchase?referral=AB2CD3EF",
    );
  });
});
