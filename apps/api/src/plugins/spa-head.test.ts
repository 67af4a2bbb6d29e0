import { describe, expect, it } from "vitest";
import { escapeHtml, pageAddress, renderHead, withHead } from "./spa-head";

const site = { publicUrl: "https://spc.example.ca", languages: ["en", "fr"] as const };

describe("a page's head", () => {
  it("escapes text for element content and attributes", () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;",
    );
  });

  it("writes addresses with the French marker, encoding what an address may not hold", () => {
    expect(pageAddress(site.publicUrl, "/", "fr")).toBe("https://spc.example.ca/fr");
    expect(pageAddress(site.publicUrl, "/search/caf%C3%A9", "en")).toBe(
      "https://spc.example.ca/search/caf%C3%A9",
    );
    expect(pageAddress(site.publicUrl, '/search/"<x> é', "en")).toBe(
      "https://spc.example.ca/search/%22%3Cx%3E%20%C3%A9",
    );
  });

  it("names no alternate languages in a one-language build", () => {
    const tags = renderHead(
      { title: "A | SPC", description: "d", path: "/a", type: "website", noindex: false },
      "en",
      { publicUrl: site.publicUrl, languages: ["en"] },
    );
    expect(tags).not.toContain("hreflang");
    expect(tags).not.toContain("og:locale:alternate");
    expect(tags).toContain('<link rel="canonical" href="https://spc.example.ca/a">');
  });

  it("replaces the build's title and description and sets the page's language", () => {
    const html = withHead(
      '<html lang="en-CA"><head><meta name="description" content="x" />\n<title>SPC</title></head><body></body></html>',
      "<title>T</title>",
      "fr",
    );
    expect(html).toContain('<html lang="fr-CA">');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain('content="x"');
  });
});
