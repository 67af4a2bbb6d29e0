import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-client";
import { affiliateFailure, clearsMarker } from "./affiliate-outcome";
import { affiliateRouteStep } from "./affiliate-route";
import {
  clearAffiliateMarker,
  readAffiliateMarker,
  storeAffiliateMarker,
} from "./affiliate-storage";

const visitor = { hasMarker: false, isLoggedIn: false, isRegistered: false };
const member = { hasMarker: true, isLoggedIn: true, isRegistered: true };

describe("the bank-affiliate route table (spec §2.6)", () => {
  it("starts over from any session when the link carries a token", () => {
    for (const who of [visitor, member]) {
      expect(affiliateRouteStep({ search: "?affiliate_token=abc.def", ...who })).toEqual({
        kind: "start",
        token: "abc.def",
      });
    }
  });

  it("continues to the association step for a registered member with a stored marker", () => {
    expect(affiliateRouteStep({ search: "", ...member })).toEqual({ kind: "associate" });
  });

  it("finishes the sign-up first for a signed-in user who is not registered", () => {
    const step = affiliateRouteStep({ search: "", ...member, isRegistered: false });
    expect(step).toEqual({ kind: "redirect", to: "/signup" });
  });

  it("goes to /activate otherwise (nobody signed in, or nothing to associate)", () => {
    for (const who of [visitor, { ...member, isLoggedIn: false, isRegistered: false }]) {
      expect(affiliateRouteStep({ search: "", ...who })).toEqual({
        kind: "redirect",
        to: "/activate",
      });
    }
    expect(
      affiliateRouteStep({ search: "?affiliate_token=", ...member, hasMarker: false }),
    ).toEqual({ kind: "redirect", to: "/activate" });
  });
});

describe("the stored affiliate marker", () => {
  it("keeps the bank and token until the step clears them", () => {
    expect(readAffiliateMarker()).toBeNull();
    storeAffiliateMarker({ bank: "cibc", token: "abc.def" });
    expect(readAffiliateMarker()).toEqual({ bank: "cibc", token: "abc.def" });
    clearAffiliateMarker();
    expect(readAffiliateMarker()).toBeNull();
  });

  it("ignores a damaged or foreign value", () => {
    localStorage.setItem("bankAffiliate", "{not json");
    expect(readAffiliateMarker()).toBeNull();
    localStorage.setItem("bankAffiliate", JSON.stringify({ bank: "bmo", token: "x" }));
    expect(readAffiliateMarker()).toBeNull();
  });
});

describe("how the association step ends (spec §8)", () => {
  it("reads already_associated as already registered and clears the marker", () => {
    const outcome = affiliateFailure(new ApiError(400, "already_associated", "x"));
    expect(outcome).toEqual({ kind: "already-registered" });
    expect(clearsMarker(outcome)).toBe(true);
  });

  it("words each refused token and clears the marker", () => {
    for (const code of [
      "affiliate_token_invalid",
      "affiliate_token_expired",
      "affiliate_token_used",
    ]) {
      const outcome = affiliateFailure(
        new ApiError(code === "affiliate_token_used" ? 409 : 400, code, "x"),
      );
      expect(outcome).toEqual({ kind: "refused", message: `cibc.activation.error.${code}` });
      expect(clearsMarker(outcome)).toBe(true);
    }
  });

  it("keeps the marker after any other failure so the member can retry", () => {
    for (const error of [new ApiError(503, "unavailable", "x"), new TypeError("offline")]) {
      const outcome = affiliateFailure(error);
      expect(outcome).toEqual({ kind: "failed" });
      expect(clearsMarker(outcome)).toBe(false);
    }
    expect(clearsMarker(null)).toBe(true);
  });
});
