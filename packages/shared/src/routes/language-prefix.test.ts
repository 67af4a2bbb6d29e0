import { describe, expect, it } from "vitest";
import { parseLanguagePrefix, withoutLanguageMarkers } from "./language-prefix";

describe("parseLanguagePrefix", () => {
  it.each([
    ["/fr", "fr", "/"],
    ["/fr/", "fr", "/"],
    ["/fr/why-spc", "fr", "/why-spc"],
    ["/fr/deals/category/food", "fr", "/deals/category/food"],
    ["/deals/fr/", "fr", "/deals"],
    ["/fr/deals/", "fr", "/deals/"],
    ["/en", "en", "/"],
    ["/en/terms", "en", "/terms"],
    ["/deals/en/", "en", "/deals"],
  ])("reads %s as %s on %s", (pathname, language, path) => {
    expect(parseLanguagePrefix(pathname)).toEqual({ language, path });
  });

  it.each(["/", "/deals", "/french-fries", "/entertainment", "/deals/fr", "/frost-2025-matchgame"])(
    "leaves %s alone",
    (pathname) => {
      expect(parseLanguagePrefix(pathname)).toEqual({ language: null, path: pathname });
    },
  );
});

describe("withoutLanguageMarkers", () => {
  it.each([
    ["/fr/deals", "/deals"],
    ["/en/fr/deals", "/deals"],
    ["/fr/deals/fr/", "/deals"],
    ["/fr", "/"],
    ["/deals", "/deals"],
    ["/deals/fr", "/deals/fr"],
  ])("reads %s as %s", (pathname, path) => {
    expect(withoutLanguageMarkers(pathname)).toBe(path);
  });
});
