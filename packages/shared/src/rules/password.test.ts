import { describe, expect, it } from "vitest";
import {
  hasSpecialCharacter,
  isValidPassword,
  validatePassword,
  validatePasswordSpecialCharacter,
} from "./password";

const ids = (password: string) => validatePassword(password).map((i) => i.message);

describe("password", () => {
  it("accepts exactly 8 characters with a digit, an upper and a lower case letter", () => {
    expect(isValidPassword("Abcdefg1")).toBe(true);
  });

  it("refuses 7 characters that meet every other rule", () => {
    expect(ids("Abcdef1")).toEqual(["validation.password.too_short"]);
    expect(validatePassword("Abcdef1")[0]?.values).toEqual({ min: 8 });
  });

  it("refuses a password without a digit", () => {
    expect(ids("Abcdefgh")).toEqual(["validation.password.needs_digit"]);
  });

  it("refuses a password without an upper-case letter", () => {
    expect(ids("abcdefg1")).toEqual(["validation.password.needs_uppercase"]);
  });

  it("refuses a password without a lower-case letter", () => {
    expect(ids("ABCDEFG1")).toEqual(["validation.password.needs_lowercase"]);
  });

  it("lists every unmet rule of an empty password", () => {
    expect(ids("")).toEqual([
      "validation.password.too_short",
      "validation.password.needs_digit",
      "validation.password.needs_uppercase",
      "validation.password.needs_lowercase",
    ]);
  });

  it("counts accented capitals as upper-case letters", () => {
    expect(isValidPassword("Élodie2025")).toBe(true);
  });

  it("counts an emoji as one character", () => {
    expect(ids("Abcdef1😀")).toEqual([]);
    expect(ids("Abcde1😀")).toEqual(["validation.password.too_short"]);
  });

  it("does not require a special character", () => {
    expect(isValidPassword("Password1")).toBe(true);
  });
});

describe("special-character check", () => {
  it("finds punctuation and symbols", () => {
    expect(hasSpecialCharacter("Password1!")).toBe(true);
    expect(hasSpecialCharacter("pass$word")).toBe(true);
  });

  it("does not count letters, digits or spaces", () => {
    expect(hasSpecialCharacter("Élodie 2025")).toBe(false);
  });

  it("reports the missing special character as a message id", () => {
    expect(validatePasswordSpecialCharacter("Password1")?.message).toBe(
      "validation.password.needs_special",
    );
    expect(validatePasswordSpecialCharacter("Password1?")).toBeNull();
  });
});
