import { describe, expect, it } from "vitest";
import {
  canSubmitLinking,
  canSubscribeEmail,
  isValidEmail,
  sameEmail,
  validateEmail,
  validateLinkingEmails,
} from "./email";

describe("e-mail", () => {
  it("accepts an ordinary address", () => {
    expect(isValidEmail("sam.tremblay+spc@example.ca")).toBe(true);
  });

  it("accepts an address with surrounding spaces", () => {
    expect(isValidEmail("  sam@example.ca ")).toBe(true);
  });

  it("refuses an address without domain, without @ or with a space inside", () => {
    expect(isValidEmail("sam@")).toBe(false);
    expect(isValidEmail("sam.example.ca")).toBe(false);
    expect(isValidEmail("sam @example.ca")).toBe(false);
  });

  it("asks for an e-mail when empty and reports a malformed one", () => {
    expect(validateEmail("")?.message).toBe("validation.required");
    expect(validateEmail("sam@")?.message).toBe("validation.email.invalid");
    expect(validateEmail("sam@example.ca")).toBeNull();
  });

  it("compares e-mails case-insensitively", () => {
    expect(sameEmail("Sam@Example.ca", " sam@example.CA")).toBe(true);
    expect(sameEmail("sam@example.ca", "sam@example.com")).toBe(false);
  });

  it("enables subscribe only for a non-empty valid e-mail", () => {
    expect(canSubscribeEmail("")).toBe(false);
    expect(canSubscribeEmail("sam@example.ca")).toBe(true);
  });
});

describe("coffee-chain linking e-mails", () => {
  it("passes a valid e-mail confirmed in another case", () => {
    expect(validateLinkingEmails("sam@example.ca", "SAM@example.ca")).toBeNull();
  });

  it("refuses a mismatching confirmation with the combined message", () => {
    expect(validateLinkingEmails("sam@example.ca", "sam@example.com")?.message).toBe(
      "validation.linking.emails_invalid",
    );
  });

  it("refuses an invalid e-mail even when both fields match", () => {
    expect(validateLinkingEmails("sam@", "sam@")).not.toBeNull();
  });

  it("disables submit while loading or after a link error", () => {
    const valid = { email: "a@b.ca", confirmation: "a@b.ca" };
    expect(canSubmitLinking({ ...valid, loading: false, linkError: false })).toBe(true);
    expect(canSubmitLinking({ ...valid, loading: true, linkError: false })).toBe(false);
    expect(canSubmitLinking({ ...valid, loading: false, linkError: true })).toBe(false);
  });

  it("disables submit while the fields are invalid", () => {
    const input = { email: "a@b.ca", confirmation: "", loading: false, linkError: false };
    expect(canSubmitLinking(input)).toBe(false);
  });
});
