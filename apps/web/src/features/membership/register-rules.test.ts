import { shouldPromptAutoRenew as shared } from "@spc/shared";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-client";
import { activateDestination, cardErrorMessage, shouldPromptAutoRenew } from "./register-rules";

describe("shouldPromptAutoRenew (copy of the shared rule)", () => {
  it("agrees with @spc/shared on every combination", () => {
    for (const isAutoRenew of [true, false]) {
      for (const isFreeTrial of [true, false]) {
        for (const hasValidCard of [true, false]) {
          const input = { isAutoRenew, isFreeTrial, hasValidCard };
          expect(shouldPromptAutoRenew(input)).toBe(shared(input));
        }
      }
    }
  });
});

describe("activateDestination", () => {
  it("sends a visitor to sign-up with the card and from_qr, remembering the sign-up-time activation", () => {
    expect(
      activateDestination({ isLoggedIn: false, cardNumber: "6018000000000029", csv: "456" }),
    ).toEqual({
      to: "/signup?card_num=6018000000000029&csv=456&from_qr=true",
      remember: "/signup/activate?card_num=6018000000000029&csv=456",
    });
  });

  it("sends a signed-in user to the registration form, card prefilled", () => {
    expect(
      activateDestination({ isLoggedIn: true, cardNumber: "6018000000000029", csv: "456" }),
    ).toEqual({
      to: "/register?card_num=6018000000000029&csv=456",
      remember: null,
    });
    expect(activateDestination({ isLoggedIn: true, cardNumber: null, csv: null }).to).toBe(
      "/register",
    );
  });
});

describe("cardErrorMessage", () => {
  it("words the card refusals and falls back to a generic text", () => {
    expect(cardErrorMessage("invalid_card_code")).toBe(
      "membership.register.error.invalid_card_code",
    );
    expect(cardErrorMessage(new ApiError(409, "free_trial_used", "x"))).toBe(
      "membership.register.error.free_trial_used",
    );
    expect(cardErrorMessage(new ApiError(429, "rate_limited", "x"))).toBe(
      "membership.register.error.too_many_attempts",
    );
    // A trial or an activation while one of the member's purchases is open (decision 0017).
    expect(cardErrorMessage(new ApiError(409, "checkout_in_progress", "x"))).toBe(
      "membership.register.error.checkout_in_progress",
    );
    expect(cardErrorMessage(new ApiError(500, "boom", "x"))).toBe(
      "membership.register.error.generic",
    );
  });
});
