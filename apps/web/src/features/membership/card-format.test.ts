import type { Card } from "@spc/shared";
import { afterEach, describe, expect, it } from "vitest";

import { cardToShow, maskCardNumber, maskCsv, rememberCard, rememberedCard } from "./card-format";
import { memberCard } from "./test-cards";

const card: Card = memberCard({ card_number: "6012345678901234", expiry_date: "2027-11-21" });

describe("card number typing", () => {
  it("masks typing: digits only, at most 16, dashed as they come", () => {
    expect(maskCardNumber("6012-3456 7890x12345678")).toBe("6012-3456-7890-1234");
    expect(maskCardNumber("60123")).toBe("6012-3");
    expect(maskCsv("12a34 5")).toBe("1234");
  });
});

describe("cardToShow", () => {
  it("prefers the active primary card", () => {
    const other = { ...card, card_number: "1111222233334444", is_primary: false };
    expect(cardToShow([other, card])).toBe(card);
    expect(cardToShow([other])).toBe(other);
    expect(cardToShow([])).toBeNull();
  });
});

describe("the remembered card (offline)", () => {
  afterEach(() => localStorage.clear());

  it("returns the member's own last card only", () => {
    rememberCard("user-1", card);
    expect(rememberedCard("user-1")).toEqual(card);
    expect(rememberedCard("user-2")).toBeNull();
  });

  it("ignores damaged storage", () => {
    localStorage.setItem(
      "spc.membership.lastCard",
      '{"owner":"user-1","card":{"card_number":"x"}}',
    );
    expect(rememberedCard("user-1")).toBeNull();
  });
});
