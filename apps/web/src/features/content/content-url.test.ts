import { describe, expect, it } from "vitest";
import { localisedPath, safeContentImage, safeContentUrl } from "./content-url";

describe("safeContentUrl", () => {
  it.each([
    "/privacy",
    "/deals/category/food?x=1#top",
    "#how-it-works",
    "faq-help",
    "https://example.com/a",
    "http://example.com",
    "mailto:support@spc.local",
    "tel:+18005551234",
  ])("keeps %s", (url) => {
    expect(safeContentUrl(url)).toBe(url);
  });

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "data:text/html;base64,PHNjcmlwdD4=",
    "vbscript:msgbox(1)",
    "//evil.example/x",
    "/\\evil.example",
    "\\\\evil.example",
    "file:///etc/passwd",
    "",
  ])("drops %j", (url) => {
    expect(safeContentUrl(url)).toBeNull();
  });
});

describe("safeContentImage", () => {
  it("keeps only pictures of this site", () => {
    expect(safeContentImage("/images/blog/a.svg")).toBe("/images/blog/a.svg");
    expect(safeContentImage("https://tracker.example/p.gif")).toBeNull();
    expect(safeContentImage("data:image/svg+xml,<svg/>")).toBeNull();
  });
});

describe("localisedPath", () => {
  it("adds the French marker for French readers only", () => {
    expect(localisedPath("/privacy", "fr")).toBe("/fr/privacy");
    expect(localisedPath("/", "fr")).toBe("/fr");
    expect(localisedPath("/?ref=blog", "fr")).toBe("/fr?ref=blog");
    expect(localisedPath("/fr/privacy", "fr")).toBe("/fr/privacy");
    expect(localisedPath("/privacy", "en")).toBe("/privacy");
  });
});
