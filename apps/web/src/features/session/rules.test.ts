import * as shared from "@spc/shared";
import { describe, expect, it } from "vitest";
import { tokenFromContinueUrl } from "../auth/auth-action";
import { isEmailFormat } from "../auth/email-format";
import * as local from "./rules";

// The zod-free copies must say exactly what the shared rules say.
const now = new Date(2026, 4, 15);
const card = (patch: Partial<shared.Card> = {}): shared.Card => ({
  card_number: "6018000000000000",
  csv: "123",
  cobrand: "spc",
  status: "active",
  is_expired: false,
  expiry_date: "2027-01-01",
  is_primary: true,
  is_g_ticket: false,
  is_online_purchased: true,
  campus: null,
  ...patch,
});
const CARD_SETS: shared.Card[][] = [
  [],
  [card()],
  [card({ cobrand: "cibc" })],
  [card({ cobrand: "cibc", status: "inactive" })],
  [card({ is_expired: true }), card({ cobrand: "campus" })],
  [card({ expiry_date: "2026-05-14" })],
  [card({ expiry_date: "2026-05-15", cobrand: "cibc" })],
  [card({ expiry_date: null })],
];

describe("zod-free copies of the shared rules", () => {
  it("agree on card validity, premium, plus logo and billing link", () => {
    for (const cards of CARD_SETS) {
      expect(local.hasValidCard(cards, now)).toBe(shared.hasValidCard(cards, now));
      expect(local.isPremium(cards, now)).toBe(shared.isPremium(cards, now));
      expect(local.showsPlusLogo(cards, now)).toBe(shared.showsPlusLogo(cards, now));
      for (const isFreeTrial of [true, false]) {
        for (const isGoldTicket of [true, false]) {
          const input = { cards, isFreeTrial, isGoldTicket, now };
          expect(local.showsBillingLink(input)).toBe(shared.showsBillingLink(input));
        }
      }
    }
  });

  it("agree on dates, ages and birth dates", () => {
    const dates = [
      "2000-02-29",
      "2001-02-29",
      "1900-02-29",
      "2010-05-15",
      "2010-05-16",
      "2010-13-01",
      "2010-04-31",
      "0000-01-01",
      "20100101",
      "",
      "2026-05-16",
      "1890-01-01",
    ];
    for (const value of dates) {
      expect(local.parseCalendarDate(value)).toEqual(shared.parseCalendarDate(value));
      expect(local.ageOn(value, now)).toBe(shared.ageOn(value, now));
      expect(local.validateBirthDate(value, now, 16)).toEqual(
        shared.validateBirthDate(value, now, 16),
      );
    }
    expect(local.calendarDateOf(now)).toBe(shared.calendarDateOf(now));
  });

  it("agree on profile completeness and the postal question", () => {
    const profiles = [
      {},
      { postal: "H2X 1Y4", school_type: "university" as const, gender: "female" as const },
      { postal: "H2X", school_type: "university" as const, gender: "female" as const },
      { postal: "12345", school_name: "MIT", gender: "male" as const },
      { postal: "H2X 1Y4", school_type: null, gender: "female" as const },
    ];
    for (const profile of profiles) {
      for (const country of ["ca", "us"] as const) {
        expect(local.isProfileComplete(profile, country)).toBe(
          shared.isProfileComplete(profile, country, { requireBirthDate: false }),
        );
      }
      expect(local.shouldAskPostal(profile)).toBe(shared.shouldAskPostal(profile));
    }
  });

  it("agree on the enumerations and the empty draft", () => {
    expect(local.GENDERS).toEqual(shared.GENDERS);
    expect(local.SCHOOL_TYPES).toEqual(shared.SCHOOL_TYPES);
    expect(local.EMPTY_SIGN_UP_DRAFT).toEqual(shared.EMPTY_SIGN_UP_DRAFT);
  });

  it("agree on e-mail format and the verify token of a continueUrl", () => {
    const emails = [
      "a@b.ca",
      "first.last+tag@uni.qc.ca",
      "a..b@c.ca",
      ".a@b.ca",
      "a@b",
      "a b@c.ca",
      " x@y.com ",
      "é@b.ca",
      "a@-b.ca",
    ];
    for (const value of emails) expect(isEmailFormat(value)).toBe(shared.isValidEmail(value));
    const urls = [
      null,
      "",
      "https://x/?verifyToken=abc",
      "/?a=1&verifyToken=a%20b#x",
      "/?verifyToken=",
      "/?verifyToken=%E0",
    ];
    for (const url of urls)
      expect(tokenFromContinueUrl(url)).toBe(shared.verifyTokenFromContinueUrl(url));
  });
});
