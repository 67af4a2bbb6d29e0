import { describe, expect, it } from "vitest";
import {
  isValidRegistrableSecurityCode,
  isValidSecurityCode,
  maskSecurityCode,
  validateRegistrableSecurityCode,
  validateSecurityCode,
} from "./security-code";

describe("membership security code", () => {
  it("accepts exactly three digits", () => {
    expect(isValidSecurityCode("042")).toBe(true);
  });

  it("refuses two or four digits", () => {
    expect(validateSecurityCode("42")).toEqual({
      message: "validation.security_code.invalid",
      values: { min: 3, max: 3 },
    });
    expect(isValidSecurityCode("0420")).toBe(false);
  });

  it("refuses letters", () => {
    expect(isValidSecurityCode("12a")).toBe(false);
  });

  it("asks for a code when empty", () => {
    expect(validateSecurityCode("")?.message).toBe("validation.security_code.required");
  });
});

describe("security code of a registered existing card", () => {
  it("accepts three and four digits", () => {
    expect(isValidRegistrableSecurityCode("123")).toBe(true);
    expect(isValidRegistrableSecurityCode("1234")).toBe(true);
  });

  it("refuses two and five digits", () => {
    expect(isValidRegistrableSecurityCode("12")).toBe(false);
    expect(validateRegistrableSecurityCode("12345")?.values).toEqual({ min: 3, max: 4 });
  });
});

describe("maskSecurityCode", () => {
  it("keeps three digits by default", () => {
    expect(maskSecurityCode("1a2b34")).toBe("123");
  });

  it("keeps four digits for the registration variant", () => {
    expect(maskSecurityCode("12345", 4)).toBe("1234");
  });
});
