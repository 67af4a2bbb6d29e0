import { describe, expect, it } from "vitest";
import { cardSchema, cobrandSchema, specialCardResultSchema } from "./card";

const card = {
  card_number: "6018123412341234",
  csv: "123",
  cobrand: "spc",
  status: "active",
  is_expired: false,
  expiry_date: "2026-08-31",
  is_primary: true,
  is_g_ticket: false,
  is_online_purchased: true,
  campus: null,
};

describe("card", () => {
  it("parses a sold 16-digit card", () => {
    expect(cardSchema.parse(card)).toEqual(card);
  });

  it("accepts a 13-digit registered card and a 4-digit csv", () => {
    expect(
      cardSchema.safeParse({ ...card, card_number: "1234567890123", csv: "1234" }).success,
    ).toBe(true);
  });

  it("refuses a dashed card number on the wire", () => {
    expect(cardSchema.safeParse({ ...card, card_number: "6018-1234-1234-1234" }).success).toBe(
      false,
    );
  });

  it("accepts a card without an expiry date", () => {
    expect(cardSchema.safeParse({ ...card, expiry_date: null }).success).toBe(true);
  });

  it("knows the three cobrands and nothing else", () => {
    expect(cobrandSchema.options).toEqual(["cibc", "campus", "spc"]);
    expect(cardSchema.safeParse({ ...card, cobrand: "bmo" }).success).toBe(false);
  });

  it("parses a special-card result", () => {
    const result = { is_g_ticket: true, is_highschool: false, is_vip_card: false };
    expect(specialCardResultSchema.parse(result)).toEqual(result);
  });
});
