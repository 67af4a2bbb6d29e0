import { describe, expect, it } from "vitest";
import {
  isValidCanadianPostal,
  isValidPostal,
  isValidUsPostal,
  normalizePostal,
  postalMaxLength,
  validatePostal,
} from "./postal";

describe("Canadian postal code", () => {
  it("accepts the placeholder with its space", () => {
    expect(isValidCanadianPostal("A1B 2C3")).toBe(true);
  });

  it("accepts a code without the space", () => {
    expect(isValidCanadianPostal("A1B2C3")).toBe(true);
  });

  it("accepts a lower-case code", () => {
    expect(isValidCanadianPostal("h2x 1y4")).toBe(true);
  });

  it("accepts surrounding whitespace because the field is trimmed", () => {
    expect(isValidCanadianPostal("  H2X 1Y4 ")).toBe(true);
  });

  it("refuses two spaces or a dash in the middle", () => {
    expect(isValidCanadianPostal("H2X  1Y4")).toBe(false);
    expect(isValidCanadianPostal("H2X-1Y4")).toBe(false);
  });

  it("refuses a digit where a letter belongs", () => {
    expect(isValidCanadianPostal("12B 2C3")).toBe(false);
  });

  it("refuses a code one character short or long", () => {
    expect(isValidCanadianPostal("A1B 2C")).toBe(false);
    expect(isValidCanadianPostal("A1B 2C3D")).toBe(false);
  });

  it("refuses a US ZIP code", () => {
    expect(isValidCanadianPostal("12345")).toBe(false);
  });
});

describe("US postal code", () => {
  it("accepts the placeholder 12345", () => {
    expect(isValidUsPostal("12345")).toBe(true);
  });

  it("refuses four or six digits", () => {
    expect(isValidUsPostal("1234")).toBe(false);
    expect(isValidUsPostal("123456")).toBe(false);
  });

  it("refuses ZIP+4", () => {
    expect(isValidUsPostal("12345-6789")).toBe(false);
  });

  it("refuses a Canadian code", () => {
    expect(isValidUsPostal("A1B 2C3")).toBe(false);
  });
});

describe("isValidPostal by country", () => {
  it("judges the same value differently in Canada and the US", () => {
    expect(isValidPostal("12345", "us")).toBe(true);
    expect(isValidPostal("12345", "ca")).toBe(false);
    expect(isValidPostal("A1B 2C3", "ca")).toBe(true);
    expect(isValidPostal("A1B 2C3", "us")).toBe(false);
  });
});

describe("normalizePostal", () => {
  it("upper-cases a Canadian code and puts the space back", () => {
    expect(normalizePostal(" h2x1y4 ", "ca")).toBe("H2X 1Y4");
  });

  it("only trims a US code", () => {
    expect(normalizePostal(" 12345 ", "us")).toBe("12345");
  });

  it("leaves an invalid Canadian value trimmed but otherwise untouched", () => {
    expect(normalizePostal(" abc ", "ca")).toBe("abc");
  });
});

describe("validatePostal", () => {
  it("asks for a postal code when empty or blank", () => {
    expect(validatePostal("  ", "ca")?.message).toBe("validation.postal.required");
  });

  it("reports an invalid code", () => {
    expect(validatePostal("1234", "us")?.message).toBe("validation.postal.invalid");
  });

  it("passes a valid code", () => {
    expect(validatePostal("a1b2c3", "ca")).toBeNull();
  });
});

describe("postalMaxLength", () => {
  it("allows 7 characters in Canada and 5 in the US", () => {
    expect(postalMaxLength("ca")).toBe(7);
    expect(postalMaxLength("us")).toBe(5);
  });
});
