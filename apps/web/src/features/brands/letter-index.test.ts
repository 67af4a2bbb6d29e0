import type { Brand } from "@spc/shared";
import { describe, expect, it } from "vitest";
import { groupByLetter, INDEX_LETTERS, letterAnchor } from "./letter-index";

const brand = (partner_id: number, partner_name: string, letter: string): Brand => ({
  partner_id,
  partner_name,
  url_name: partner_name.toLowerCase().replace(/\W+/g, "-"),
  logo_url: null,
  letter,
  offer_count: 1,
});

describe("brands letter index", () => {
  it("has # then A to Z", () => {
    expect(INDEX_LETTERS).toHaveLength(27);
    expect(INDEX_LETTERS[0]).toBe("#");
    expect(INDEX_LETTERS.at(-1)).toBe("Z");
  });

  it("groups brands by letter in index order, keeping their order", () => {
    const groups = groupByLetter([
      brand(1, "7-Eleven", "#"),
      brand(2, "Café Boréal", "C"),
      brand(3, "Cinéplex", "C"),
      brand(4, "Zest", "Z"),
    ]);
    expect(groups.map((g) => [g.letter, g.brands.map((b) => b.partner_id)])).toEqual([
      ["#", [1]],
      ["C", [2, 3]],
      ["Z", [4]],
    ]);
  });

  it("gives every letter an id-safe anchor", () => {
    expect(letterAnchor("#")).toBe("brands-0-9");
    expect(letterAnchor("É")).toBe("brands-É");
    expect(letterAnchor("A")).toBe("brands-A");
  });

  it("puts a letter outside the index under #", () => {
    expect(groupByLetter([brand(1, "Ωmega", "Ω")]).map((g) => g.letter)).toEqual(["#"]);
  });
});
