import { describe, expect, it } from "vitest";
import { parseLanguage, resolveLanguage } from "./language";

describe("resolveLanguage", () => {
  it("prefers the profile language over the stored one", () => {
    expect(resolveLanguage({ profileLanguage: "fr", storedLanguage: "en", country: "ca" })).toBe(
      "fr",
    );
  });

  it("falls back to the stored language, then English", () => {
    expect(resolveLanguage({ profileLanguage: null, storedLanguage: "fr", country: "ca" })).toBe(
      "fr",
    );
    expect(resolveLanguage({ profileLanguage: null, storedLanguage: null, country: null })).toBe(
      "en",
    );
  });

  it("is always English in the US, whatever was chosen", () => {
    expect(resolveLanguage({ profileLanguage: "fr", storedLanguage: "fr", country: "us" })).toBe(
      "en",
    );
  });
});

describe("parseLanguage", () => {
  it("accepts only en and fr", () => {
    expect(parseLanguage("fr")).toBe("fr");
    expect(parseLanguage("fr-CA")).toBeNull();
    expect(parseLanguage(null)).toBeNull();
  });
});
