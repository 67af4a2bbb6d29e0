import { describe, expect, it } from "vitest";
import {
  birthDateFieldSchema,
  cardNumberFieldSchema,
  emailFieldSchema,
  listNameFieldSchema,
  passwordFieldSchema,
  postalFieldSchema,
  registrableCardNumberFieldSchema,
  registrableSecurityCodeFieldSchema,
  securityCodeFieldSchema,
} from "./form-schemas";

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((i) => i.message) ?? []);

describe("form field schemas", () => {
  it("fail with message ids, never sentences", () => {
    expect(messages(emailFieldSchema.safeParse("nope"))).toEqual(["validation.email.invalid"]);
    expect(messages(postalFieldSchema("us").safeParse("A1B 2C3"))).toEqual([
      "validation.postal.invalid",
    ]);
  });

  it("pass valid values through unchanged", () => {
    expect(cardNumberFieldSchema.parse("6018-1234-1234-1234")).toBe("6018-1234-1234-1234");
    expect(securityCodeFieldSchema.parse("123")).toBe("123");
    expect(registrableCardNumberFieldSchema.parse("1234567890123")).toBe("1234567890123");
    expect(registrableSecurityCodeFieldSchema.parse("1234")).toBe("1234");
  });

  it("report every unmet password rule", () => {
    expect(messages(passwordFieldSchema.safeParse("abc"))).toEqual([
      "validation.password.too_short",
      "validation.password.needs_digit",
      "validation.password.needs_uppercase",
    ]);
  });

  it("carry ICU values as issue params", () => {
    const result = cardNumberFieldSchema.safeParse("6017123412341234");
    const found = result.error?.issues[0] as { params?: Record<string, unknown> } | undefined;
    expect(found?.params).toEqual({ prefix: "6018" });
  });

  it("judge age on the given day and minimum", () => {
    const now = new Date(2025, 5, 15, 12);
    expect(birthDateFieldSchema(now, 16).safeParse("2009-06-15").success).toBe(true);
    expect(messages(birthDateFieldSchema(now).safeParse("2009-06-15"))).toEqual([
      "validation.age.too_young",
    ]);
  });

  it("refuse a duplicate list name", () => {
    expect(messages(listNameFieldSchema(["Shoes"]).safeParse("shoes"))).toEqual([
      "validation.list_name.duplicate",
    ]);
  });

  it("refuse a non-string value", () => {
    expect(emailFieldSchema.safeParse(42).success).toBe(false);
  });
});
