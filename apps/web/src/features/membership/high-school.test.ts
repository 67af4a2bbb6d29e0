import type { Card } from "@spc/shared";
import { describe, expect, it } from "vitest";
import { validHighSchoolCard } from "./high-school";

const card = (over: Partial<Card> & { is_highschool?: boolean }): Card =>
  ({
    card_number: "1234567890123",
    csv: "123",
    cobrand: "spc",
    status: "active",
    is_expired: false,
    expiry_date: "2099-06-30",
    is_primary: true,
    is_g_ticket: false,
    is_online_purchased: false,
    campus: null,
    ...over,
  }) as Card;

describe("validHighSchoolCard (/highschool, spec §3 special-card result)", () => {
  const now = new Date("2026-11-27T12:00:00Z");
  it("finds a valid high-school card and ignores other cards", () => {
    const hs = card({ is_highschool: true, card_number: "2" });
    expect(validHighSchoolCard([card({}), hs], now)).toBe(hs);
    expect(validHighSchoolCard([card({})], now)).toBeNull();
  });
  it("an expired or inactive high-school card does not count", () => {
    expect(
      validHighSchoolCard([card({ is_highschool: true, expiry_date: "2026-01-01" })], now),
    ).toBeNull();
    expect(
      validHighSchoolCard([card({ is_highschool: true, status: "inactive" })], now),
    ).toBeNull();
  });
});
