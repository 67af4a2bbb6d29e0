import { describe, expect, it } from "vitest";
import { adLink } from "./ad-link";

const ORIGIN = "https://spc.example";

describe("an ad's call to action", () => {
  it("leads to a page of the app through the router, in French with the /fr marker", () => {
    expect(adLink("/deals/category/tech", "en", ORIGIN)).toEqual({
      kind: "internal",
      to: "/deals/category/tech",
    });
    expect(adLink("/deals/category/tech", "fr", ORIGIN)).toEqual({
      kind: "internal",
      to: "/fr/deals/category/tech",
    });
    expect(adLink("/", "fr", ORIGIN)).toEqual({ kind: "internal", to: "/fr" });
  });

  it("keeps the query and the fragment, and never doubles or mixes language markers", () => {
    expect(adLink("/search/pizza?sort=new#top", "fr", ORIGIN)).toEqual({
      kind: "internal",
      to: "/fr/search/pizza?sort=new#top",
    });
    expect(adLink("/fr/spc-plus", "fr", ORIGIN)).toEqual({ kind: "internal", to: "/fr/spc-plus" });
    expect(adLink("/fr/spc-plus", "en", ORIGIN)).toEqual({ kind: "internal", to: "/spc-plus" });
    expect(adLink("/deals/fr/", "fr", ORIGIN)).toEqual({ kind: "internal", to: "/fr/deals" });
  });

  it("treats a full address on this site as a page of the app", () => {
    expect(adLink(`${ORIGIN}/plus-offers`, "fr", ORIGIN)).toEqual({
      kind: "internal",
      to: "/fr/plus-offers",
    });
  });

  it("opens another site as an external link, as written", () => {
    expect(adLink("https://partner.example/fr/promo?utm=spc", "fr", ORIGIN)).toEqual({
      kind: "external",
      href: "https://partner.example/fr/promo?utm=spc",
    });
    expect(adLink("//partner.example/x", "en", ORIGIN)).toEqual({
      kind: "external",
      href: "https://partner.example/x",
    });
  });

  it("refuses addresses that are not web pages", () => {
    expect(adLink("javascript:alert(1)", "en", ORIGIN)).toBeNull();
    expect(adLink("mailto:hello@spc.example", "en", ORIGIN)).toBeNull();
    expect(adLink("http://[broken", "en", ORIGIN)).toBeNull();
  });
});
