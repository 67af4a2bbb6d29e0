import type { Brand } from "@spc/shared";
import { describe, expect, it } from "vitest";
import { stripBrands } from "./home-more";

function brand(
  id: number,
  name: string,
  offers: number,
  logo: string | null = `/${id}.svg`,
): Brand {
  return {
    partner_id: id,
    partner_name: name,
    url_name: name.toLowerCase(),
    logo_url: logo,
    letter: name.charAt(0),
    offer_count: offers,
  };
}

describe("stripBrands", () => {
  it("shows the brands with a logo, most deals first, then by name, ten at most", () => {
    const brands = [
      brand(1, "Zed", 2),
      brand(2, "Alpha", 2),
      brand(3, "Big", 9),
      brand(4, "NoLogo", 50, null),
      ...Array.from({ length: 12 }, (_, i) => brand(10 + i, `Tail${i}`, 1)),
    ];
    const shown = stripBrands(brands).map((b) => b.partner_name);
    expect(shown.slice(0, 3)).toEqual(["Big", "Alpha", "Zed"]);
    expect(shown).not.toContain("NoLogo");
    expect(shown).toHaveLength(10);
  });
});
