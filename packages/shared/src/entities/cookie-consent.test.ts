import { describe, expect, it } from "vitest";
import { COOKIE_CATEGORIES, cookieConsentCategorySchema } from "./cookie-consent";

describe("cookie consent categories", () => {
  it("holds four valid categories in a fixed order", () => {
    expect(COOKIE_CATEGORIES.map((c) => c.id)).toEqual([
      "strictly_necessary",
      "analytical",
      "marketing",
      "functional",
    ]);
    for (const c of COOKIE_CATEGORIES) expect(cookieConsentCategorySchema.parse(c)).toEqual(c);
  });

  it("keeps strictly necessary as the only always-on category", () => {
    expect(COOKIE_CATEGORIES.filter((c) => c.isDefault).map((c) => c.id)).toEqual([
      "strictly_necessary",
    ]);
  });

  it("files the affiliate cookie under marketing", () => {
    const marketing = COOKIE_CATEGORIES.find((c) => c.id === "marketing");
    const names = marketing?.details.flatMap((v) => v.cookies.map((k) => k.name));
    expect(names).toContain("rmStoreGateway");
  });
});
