import { describe, expect, it } from "vitest";
import { parseLanguage } from "./language";
import { selectLanguage } from "./language-store";

describe("the interface language", () => {
  it("is the stored choice in Canada", () => {
    expect(selectLanguage({ chosen: "fr", country: "ca" })).toBe("fr");
  });

  it("is English when nothing was chosen", () => {
    expect(selectLanguage({ chosen: null, country: "ca" })).toBe("en");
  });

  it("follows the stored choice while the country is still unknown", () => {
    expect(selectLanguage({ chosen: "fr", country: null })).toBe("fr");
  });

  it("is always English in the US build, whatever was chosen", () => {
    expect(selectLanguage({ chosen: "fr", country: "us" })).toBe("en");
  });
});

describe("parseLanguage", () => {
  it("accepts only en and fr", () => {
    expect(parseLanguage("fr")).toBe("fr");
    expect(parseLanguage("fr-CA")).toBeNull();
    expect(parseLanguage(null)).toBeNull();
  });
});
