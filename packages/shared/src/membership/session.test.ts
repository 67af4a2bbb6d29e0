import { describe, expect, it } from "vitest";
import {
  isLoggedIn,
  isValidMember,
  needsAllowedLoginCheck,
  shouldPushPolicyNotice,
  shouldSendVerificationEmail,
} from "./session";

const user = { uid: "u1" };

describe("isLoggedIn", () => {
  it("needs both a user and a token", () => {
    expect(isLoggedIn(user, "t")).toBe(true);
    expect(isLoggedIn(user, null)).toBe(false);
    expect(isLoggedIn(null, "t")).toBe(false);
    expect(isLoggedIn(undefined, undefined)).toBe(false);
  });

  it("does not count an empty token", () => {
    expect(isLoggedIn(user, "")).toBe(false);
  });
});

describe("isValidMember", () => {
  it("is a logged-in, registered user", () => {
    expect(isValidMember({ user, token: "t", registered: true })).toBe(true);
  });

  it("is not a logged-in user who has not registered yet", () => {
    expect(isValidMember({ user, token: "t", registered: false })).toBe(false);
    expect(isValidMember({ user, token: "t", registered: null })).toBe(false);
  });

  it("is not a registered user whose session is gone", () => {
    expect(isValidMember({ user: null, token: null, registered: true })).toBe(false);
  });
});

describe("sign-in side rules", () => {
  it("checks allowed login unless the session was opened by a social provider", () => {
    expect(needsAllowedLoginCheck("password")).toBe(true);
    expect(needsAllowedLoginCheck("custom_token")).toBe(true);
    expect(needsAllowedLoginCheck(null)).toBe(true);
    for (const p of ["google", "facebook", "apple"]) expect(needsAllowedLoginCheck(p)).toBe(false);
  });

  it("sends the verification e-mail once, only to unverified users", () => {
    expect(shouldSendVerificationEmail({ emailVerified: false, alreadySent: false })).toBe(true);
    expect(shouldSendVerificationEmail({ emailVerified: false, alreadySent: true })).toBe(false);
    expect(shouldSendVerificationEmail({ emailVerified: true, alreadySent: false })).toBe(false);
  });

  it("pushes the policy notice until alerts.policy reaches 1", () => {
    expect(shouldPushPolicyNotice(undefined)).toBe(true);
    expect(shouldPushPolicyNotice(0)).toBe(true);
    expect(shouldPushPolicyNotice(1)).toBe(false);
    expect(shouldPushPolicyNotice(2)).toBe(false);
  });
});
