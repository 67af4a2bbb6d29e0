import { describe, expect, it } from "vitest";
import { featureFlagsSchema, footerMenuSchema, menuLinkSchema, termsSchema } from "./content";

const link = { id: 1, en: "About", fr: "À propos", link: null, route: "/about", force_link: false };

describe("content entities", () => {
  it("parses a menu link with a route and no absolute link", () => {
    expect(menuLinkSchema.parse(link)).toEqual(link);
  });

  it("needs all three footer columns", () => {
    expect(footerMenuSchema.safeParse({ first_column: [link], second_column: [] }).success).toBe(
      false,
    );
  });

  it("parses terms per country and language", () => {
    const t = { term_en_ca: "a", term_en_us: "b", term_fr_ca: "c" };
    expect(termsSchema.parse(t)).toEqual(t);
  });

  it("parses feature flags with and without sub-flags", () => {
    const flags = {
      linking: { enabled: true },
      ads: { enabled: false, sub_flags: { deals: true } },
    };
    expect(featureFlagsSchema.parse(flags)).toEqual(flags);
  });
});
