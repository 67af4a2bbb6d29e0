import { describe, expect, it } from "vitest";
import {
  formatCardNumber,
  isValidCardNumber,
  isValidRegistrableCardNumber,
  maskCardNumber,
  stripCardNumber,
  validateCardNumber,
  validateRegistrableCardNumber,
} from "./card-number";

describe("membership card number", () => {
  it("accepts 16 digits starting with 6018", () => {
    expect(isValidCardNumber("6018123412341234")).toBe(true);
  });

  it("accepts the dashed display form", () => {
    expect(isValidCardNumber("6018-1234-1234-1234")).toBe(true);
  });

  it("refuses a card number that does not start with 6018", () => {
    expect(validateCardNumber("6017123412341234")).toEqual({
      message: "validation.card_number.prefix",
      values: { prefix: "6018" },
    });
  });

  it("refuses 15 digits", () => {
    expect(validateCardNumber("601812341234123")?.message).toBe("validation.card_number.length");
  });

  it("refuses 17 digits", () => {
    expect(validateCardNumber("60181234123412345")?.message).toBe("validation.card_number.length");
  });

  it("refuses letters even at the right length", () => {
    expect(validateCardNumber("6018123412341a34")?.message).toBe(
      "validation.card_number.digits_only",
    );
  });

  it("asks for a number when empty", () => {
    expect(validateCardNumber(" - ")?.message).toBe("validation.card_number.required");
  });
});

describe("registering an existing card number", () => {
  it("accepts 13 and 16 digits", () => {
    expect(isValidRegistrableCardNumber("1234567890123")).toBe(true);
    expect(isValidRegistrableCardNumber("1234567890123456")).toBe(true);
  });

  it("refuses 12 and 17 digits with the 13–16 range", () => {
    expect(validateRegistrableCardNumber("123456789012")).toEqual({
      message: "validation.card_number.length",
      values: { min: 13, max: 16 },
    });
    expect(isValidRegistrableCardNumber("12345678901234567")).toBe(false);
  });

  it("does not require the 6018 prefix", () => {
    expect(isValidRegistrableCardNumber("5000123412341234")).toBe(true);
  });

  it("refuses non-digits", () => {
    expect(validateRegistrableCardNumber("12345678901x3")?.message).toBe(
      "validation.card_number.digits_only",
    );
  });
});

describe("card number display and mask", () => {
  it("strips dashes and spaces", () => {
    expect(stripCardNumber("6018 1234-1234 1234")).toBe("6018123412341234");
  });

  it("formats 16 digits as four blocks of four", () => {
    expect(formatCardNumber("6018123412341234")).toBe("6018-1234-1234-1234");
  });

  it("formats a short registered card without a trailing dash", () => {
    expect(formatCardNumber("1234567890123")).toBe("1234-5678-9012-3");
  });

  it("shows the extra digits of an over-long value instead of hiding them", () => {
    expect(formatCardNumber("60181234123412345")).toBe("6018-1234-1234-1234-5");
  });

  it("groups as the user types", () => {
    expect(maskCardNumber("6018")).toBe("6018");
    expect(maskCardNumber("60181")).toBe("6018-1");
    expect(maskCardNumber("601812341")).toBe("6018-1234-1");
  });

  it("drops non-digits and stops at 16 digits", () => {
    expect(maskCardNumber("6018 abcd 1234-1234-1234-9999")).toBe("6018-1234-1234-1234");
  });

  it("gives an empty string for empty input", () => {
    expect(maskCardNumber("")).toBe("");
  });
});
