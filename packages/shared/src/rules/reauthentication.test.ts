import { describe, expect, it } from "vitest";
import {
  validateReauthentication,
  validateVerificationLink,
  verifyTokenFromContinueUrl,
} from "./reauthentication";

describe("reauthentication", () => {
  it("passes an e-mail user with e-mail and password", () => {
    const input = { providerId: "password", email: "a@b.ca", password: "x" };
    expect(validateReauthentication(input)).toBeNull();
  });

  it("refuses a missing or invalid e-mail with 'Invalid email'", () => {
    expect(validateReauthentication({ providerId: "password", password: "x" })?.message).toBe(
      "validation.reauth.email_invalid",
    );
    const input = { providerId: "password", email: "a@", password: "x" };
    expect(validateReauthentication(input)?.message).toBe("validation.reauth.email_invalid");
  });

  it("refuses a missing password with 'Invalid password'", () => {
    const input = { providerId: "password", email: "a@b.ca", password: "" };
    expect(validateReauthentication(input)?.message).toBe("validation.reauth.password_invalid");
  });

  it("lets Google and Facebook users through without e-mail or password", () => {
    expect(validateReauthentication({ providerId: "google" })).toBeNull();
    expect(validateReauthentication({ providerId: "facebook" })).toBeNull();
  });

  it("refuses Apple and unknown providers with 'Invalid provider id'", () => {
    expect(validateReauthentication({ providerId: "apple" })?.message).toBe(
      "validation.reauth.provider_invalid",
    );
    expect(validateReauthentication({ providerId: "github" })?.message).toBe(
      "validation.reauth.provider_invalid",
    );
  });
});

describe("verification link", () => {
  it("reads the verify token from continueUrl", () => {
    expect(verifyTokenFromContinueUrl("https://spc.ca/verifyEmail?verifyToken=abc%2F1&x=2")).toBe(
      "abc/1",
    );
  });

  it("finds the token after other parameters", () => {
    expect(verifyTokenFromContinueUrl("/verify?redirectUrl=%2Fdeals&verifyToken=t1#top")).toBe(
      "t1",
    );
  });

  it("gives null without a token, with an empty token or malformed encoding", () => {
    expect(verifyTokenFromContinueUrl("https://spc.ca/?redirectUrl=/deals")).toBeNull();
    expect(verifyTokenFromContinueUrl("https://spc.ca/?verifyToken=")).toBeNull();
    expect(verifyTokenFromContinueUrl("https://spc.ca/?verifyToken=%E0%A4%A")).toBeNull();
    expect(verifyTokenFromContinueUrl(undefined)).toBeNull();
  });

  it("does not mistake a parameter that merely ends in verifyToken", () => {
    expect(verifyTokenFromContinueUrl("https://spc.ca/?noverifyToken=abc")).toBeNull();
  });

  it("reports 'Invalid Email Verification Link' without a token", () => {
    expect(validateVerificationLink(null)?.message).toBe("validation.verification_link.invalid");
    expect(validateVerificationLink("/x?verifyToken=t")).toBeNull();
  });
});
