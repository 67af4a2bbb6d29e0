import { describe, expect, it } from "vitest";
import {
  formatPostalAsTyped,
  isValidPhone,
  maskCanadianPostal,
  maskDate,
  maskPhone,
  maskPostal,
  maskUsPostal,
} from "./masks";

describe("maskCanadianPostal", () => {
  it("upper-cases and adds the space after three characters", () => {
    expect(maskCanadianPostal("h2x1y4")).toBe("H2X 1Y4");
  });

  it("shows no space until the fourth character is typed", () => {
    expect(maskCanadianPostal("h2x")).toBe("H2X");
    expect(maskCanadianPostal("h2x1")).toBe("H2X 1");
  });

  it("keeps a typed space without doubling it", () => {
    expect(maskCanadianPostal("H2X 1Y4")).toBe("H2X 1Y4");
  });

  it("stops at 7 characters", () => {
    expect(maskCanadianPostal("H2X1Y4Z9")).toBe("H2X 1Y4");
  });

  it("drops characters that do not fit the letter-digit pattern", () => {
    expect(maskCanadianPostal("12h2x")).toBe("H2X");
    expect(maskCanadianPostal("h-2-x")).toBe("H2X");
  });

  it("gives an empty string for empty input", () => {
    expect(maskCanadianPostal("")).toBe("");
  });
});

describe("maskUsPostal", () => {
  it("keeps digits only, at most five", () => {
    expect(maskUsPostal("12a34-5678")).toBe("12345");
  });
});

describe("maskPostal", () => {
  it("uses the country's mask", () => {
    expect(maskPostal("a1b2c3", "ca")).toBe("A1B 2C3");
    expect(maskPostal("a1b2c3", "us")).toBe("123");
  });
});

describe("maskDate", () => {
  it("formats a complete date as YYYY-MM-DD", () => {
    expect(maskDate("20040229")).toBe("2004-02-29");
  });

  it("adds dashes as the user types", () => {
    expect(maskDate("2004")).toBe("2004");
    expect(maskDate("20040")).toBe("2004-0");
    expect(maskDate("200402")).toBe("2004-02");
    expect(maskDate("2004021")).toBe("2004-02-1");
  });

  it("ignores typed separators and stops at eight digits", () => {
    expect(maskDate("2004/02/29/1")).toBe("2004-02-29");
  });
});

describe("maskPhone", () => {
  it("formats ten digits as 555-555-5555", () => {
    expect(maskPhone("5555555555")).toBe("555-555-5555");
  });

  it("adds dashes as the user types", () => {
    expect(maskPhone("555")).toBe("555");
    expect(maskPhone("5555")).toBe("555-5");
    expect(maskPhone("5555555")).toBe("555-555-5");
  });

  it("drops a pasted +1 country code", () => {
    expect(maskPhone("+1 (514) 555-1234")).toBe("514-555-1234");
  });

  it("stops at ten digits", () => {
    expect(maskPhone("51455512349")).toBe("514-555-1234");
  });
});

describe("isValidPhone", () => {
  it("accepts a complete masked number", () => {
    expect(isValidPhone("514-555-1234")).toBe(true);
  });

  it("refuses a partial number or one without dashes", () => {
    expect(isValidPhone("514-555-123")).toBe(false);
    expect(isValidPhone("5145551234")).toBe(false);
  });
});

describe("formatPostalAsTyped", () => {
  it("upper-cases and adds the Canadian space after three characters", () => {
    expect(formatPostalAsTyped("h2x1y4", "ca")).toBe("H2X 1Y4");
    expect(formatPostalAsTyped("h2x", "ca")).toBe("H2X");
    expect(formatPostalAsTyped("h2x1", "ca")).toBe("H2X 1");
  });

  it("drops nothing the person typed, so a wrong code stays visible to be reported", () => {
    expect(formatPostalAsTyped("ABC 123", "ca")).toBe("ABC 123");
    expect(formatPostalAsTyped("h-2-x", "ca")).toBe("H-2 -X");
    expect(formatPostalAsTyped("12a34", "us")).toBe("12A34");
  });
});
