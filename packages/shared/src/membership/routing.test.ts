import { describe, expect, it } from "vitest";
import {
  freeTrialFinalDestination,
  homeRedirect,
  isProfileAlertExcludedRoute,
  purchaseCompletionRedirect,
  purchaseDestination,
  purchaseSummaryRedirect,
  shouldShowIncompleteProfileAlert,
  signedInDestination,
} from "./routing";

describe("incomplete-profile alert routes", () => {
  it("excludes profile, signup, activation and summary routes", () => {
    for (const path of [
      "/profile",
      "/profile/edit",
      "/signup",
      "/signup/additional",
      "/signup/activation/complete",
      "/activate",
      "/activate/info",
      "/purchase/summary",
    ]) {
      expect(isProfileAlertExcludedRoute(path)).toBe(true);
    }
  });

  it("ignores case, trailing slash and query", () => {
    expect(isProfileAlertExcludedRoute("/Profile/?tab=1")).toBe(true);
  });

  it("does not exclude deals, billing or look-alike paths", () => {
    expect(isProfileAlertExcludedRoute("/deals")).toBe(false);
    expect(isProfileAlertExcludedRoute("/billing")).toBe(false);
    expect(isProfileAlertExcludedRoute("/profiles-of-partners")).toBe(false);
    expect(isProfileAlertExcludedRoute("/")).toBe(false);
  });

  it("shows for a valid member with an incomplete profile on /deals", () => {
    const input = { isValidMember: true, profileComplete: false, pathname: "/deals" };
    expect(shouldShowIncompleteProfileAlert(input)).toBe(true);
    expect(shouldShowIncompleteProfileAlert({ ...input, pathname: "/signup" })).toBe(false);
    expect(shouldShowIncompleteProfileAlert({ ...input, profileComplete: true })).toBe(false);
    expect(shouldShowIncompleteProfileAlert({ ...input, isValidMember: false })).toBe(false);
  });
});

describe("home redirect", () => {
  it("sends plus-tier users to /deals unless redirectHome is set", () => {
    expect(homeRedirect({ isPlus: true, redirectHome: false })).toBe("/deals");
    expect(homeRedirect({ isPlus: true, redirectHome: true })).toBeNull();
    expect(homeRedirect({ isPlus: false, redirectHome: false })).toBeNull();
  });
});

describe("purchase flow destinations", () => {
  it("sends a buyer without trial or membership to /signup/purchase", () => {
    const input = { isFreeTrial: false, hasValidMembership: false, fromQrLanding: true };
    expect(purchaseDestination(input)).toBe("/signup/purchase");
  });

  it("sends others to the QR membership choice or /deals", () => {
    expect(
      purchaseDestination({ isFreeTrial: true, hasValidMembership: false, fromQrLanding: true }),
    ).toBe("/qr-select-membership");
    expect(
      purchaseDestination({ isFreeTrial: false, hasValidMembership: true, fromQrLanding: false }),
    ).toBe("/deals");
  });

  it("finalises a free trial by login state and membership", () => {
    expect(freeTrialFinalDestination({ isLoggedIn: false, hasValidMembership: true })).toBe(
      "/signup",
    );
    expect(freeTrialFinalDestination({ isLoggedIn: true, hasValidMembership: true })).toBe(
      "/deals",
    );
    expect(freeTrialFinalDestination({ isLoggedIn: true, hasValidMembership: false })).toBeNull();
  });

  it("enters the summary only from signup purchase or add-subscription", () => {
    expect(purchaseSummaryRedirect("/signup/purchase")).toBeNull();
    expect(purchaseSummaryRedirect("/activate/subscription")).toBeNull();
    expect(purchaseSummaryRedirect("/deals")).toBe("/purchase");
    expect(purchaseSummaryRedirect(null)).toBe("/purchase");
  });

  it("enters completion only from the summary", () => {
    expect(purchaseCompletionRedirect("/purchase/summary")).toBeNull();
    expect(purchaseCompletionRedirect("/signup/purchase")).toBe("/purchase");
  });
});

describe("where a signed-in person belongs", () => {
  it("sends someone not registered yet to /signup to finish the account", () => {
    expect(signedInDestination({ isRegistered: false, hasValidCard: false })).toBe("/signup");
  });

  it("sends a registered user without a valid card to the purchase", () => {
    expect(signedInDestination({ isRegistered: true, hasValidCard: false })).toBe(
      "/signup/purchase",
    );
  });

  it("sends a member with a valid card to the deals", () => {
    expect(signedInDestination({ isRegistered: true, hasValidCard: true })).toBe("/deals");
  });
});
