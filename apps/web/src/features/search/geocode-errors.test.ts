import { describe, expect, it } from "vitest";
import en from "../../i18n/en.json";
import fr from "../../i18n/fr.json";
import { ApiError } from "../../lib/api-client";
import { geocodeErrorMessageId } from "./geocode-errors";

// The envelopes of the API's GEOCODE_ERRORS (spec §8), as the location service sends them.
const GEOCODE_ENVELOPES = [
  [400, "no_postal_code", "No postal code provided."],
  [422, "location_not_resolved", "Could not resolve location"],
  [404, "no_location_found", "No location found."],
  [503, "geocode_unavailable", "Geocode not available."],
] as const;

describe("geocode errors in both languages (spec §8)", () => {
  it.each(GEOCODE_ENVELOPES)("translates %i %s by its code", (status, code, message) => {
    const id = geocodeErrorMessageId(new ApiError(status, code, message));
    expect(id).toBe(`search.inStore.error.${code}`);
    if (!id) return;
    expect(en[id]).toMatch(/\S/);
    expect(fr[id]).toMatch(/\S/);
    expect(fr[id]).not.toBe(en[id]);
  });

  it("says a place was not resolved for any other refusal of the request", () => {
    expect(geocodeErrorMessageId(new ApiError(400, "validation_error", "Invalid request"))).toBe(
      "search.inStore.error.location_not_resolved",
    );
  });

  it("leaves network, rate-limit and server failures to the listing's own error state", () => {
    expect(geocodeErrorMessageId(new ApiError(0, "network_error", "unreachable"))).toBeNull();
    expect(geocodeErrorMessageId(new ApiError(429, "rate_limited", "Too many"))).toBeNull();
    expect(geocodeErrorMessageId(new ApiError(500, "internal_error", "Oops"))).toBeNull();
    expect(geocodeErrorMessageId(new Error("boom"))).toBeNull();
    expect(geocodeErrorMessageId(null)).toBeNull();
  });
});
