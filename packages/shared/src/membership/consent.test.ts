import { describe, expect, it } from "vitest";
import { allowedCookieNames, consentedCategories, shouldAskCookieConsent } from "./consent";

describe("consentedCategories", () => {
  it("stores every category on accept all", () => {
    expect(consentedCategories({ kind: "accept_all" })).toEqual([
      "strictly_necessary",
      "analytical",
      "marketing",
      "functional",
    ]);
  });

  it("stores strictly necessary only on only-necessary", () => {
    expect(consentedCategories({ kind: "only_necessary" })).toEqual(["strictly_necessary"]);
  });

  it("stores necessary plus the chosen ones on confirm, in order and once", () => {
    const chosen = ["functional", "analytical", "functional"] as const;
    expect(consentedCategories({ kind: "confirm", chosen })).toEqual([
      "strictly_necessary",
      "analytical",
      "functional",
    ]);
  });

  it("keeps strictly necessary even when confirming nothing", () => {
    expect(consentedCategories({ kind: "confirm", chosen: [] })).toEqual(["strictly_necessary"]);
  });
});

describe("allowedCookieNames", () => {
  it("always allows strictly necessary cookies", () => {
    expect(allowedCookieNames([])).toContain("cookies");
  });

  it("allows the affiliate cookie only with marketing consent", () => {
    expect(allowedCookieNames(["strictly_necessary"])).not.toContain("rmStoreGateway");
    expect(allowedCookieNames(["strictly_necessary", "marketing"])).toContain("rmStoreGateway");
  });
});

describe("shouldAskCookieConsent", () => {
  it("asks only without stored consent and without a skip condition", () => {
    expect(shouldAskCookieConsent({ hasStoredConsent: false, skip: false })).toBe(true);
    expect(shouldAskCookieConsent({ hasStoredConsent: true, skip: false })).toBe(false);
    expect(shouldAskCookieConsent({ hasStoredConsent: false, skip: true })).toBe(false);
  });
});
