import { describe, expect, it } from "vitest";
import { canToggleLanguage, resolveLanguage, shouldSyncLanguageToProfile } from "./language";

describe("resolveLanguage", () => {
  it("prefers the profile language", () => {
    expect(resolveLanguage("fr", "en", "ca")).toBe("fr");
  });

  it("falls back to the stored language", () => {
    expect(resolveLanguage(null, "fr", "ca")).toBe("fr");
  });

  it("falls back to English when nothing is known", () => {
    expect(resolveLanguage(undefined, undefined, "ca")).toBe("en");
  });

  it("ignores an unknown stored value", () => {
    expect(resolveLanguage(null, "es", "ca")).toBe("en");
  });

  it("is always English in the US", () => {
    expect(resolveLanguage("fr", "fr", "us")).toBe("en");
  });
});

describe("language toggle", () => {
  it("works in Canada only", () => {
    expect(canToggleLanguage("ca")).toBe(true);
    expect(canToggleLanguage("us")).toBe(false);
  });

  it("updates the profile only for valid members", () => {
    expect(shouldSyncLanguageToProfile(true)).toBe(true);
    expect(shouldSyncLanguageToProfile(false)).toBe(false);
  });
});
