import { describe, expect, it } from "vitest";
import { normalizeQuotes, resolveSearchSubmit, suggestionQuery } from "./search";

describe("normalizeQuotes", () => {
  it("straightens curly double and single quotes", () => {
    expect(normalizeQuotes("\u201Cjeans\u201D and Levi\u2019s")).toBe('"jeans" and Levi\'s');
  });

  it("turns guillemets into double quotes", () => {
    expect(normalizeQuotes("\u00ABcaf\u00E9\u00BB")).toBe('"café"');
  });

  it("leaves straight quotes and other text alone", () => {
    expect(normalizeQuotes('"shoes" it\'s')).toBe('"shoes" it\'s');
  });
});

describe("suggestionQuery", () => {
  it("takes the quoted text of a Search suggestion", () => {
    expect(suggestionQuery('Search "shoes"')).toBe("shoes");
  });

  it("takes the quoted text of a French suggestion in guillemets", () => {
    expect(suggestionQuery("Rechercher \u00AB chaussures \u00BB")).toBe("chaussures");
  });

  it("uses the whole suggestion when it has no quotes", () => {
    expect(suggestionQuery("  lunch ")).toBe("lunch");
  });
});

describe("resolveSearchSubmit", () => {
  it("searches the typed text with quotes normalised", () => {
    expect(resolveSearchSubmit(" \u201Cjeans\u201D ", 'Search "shoes"')).toBe('"jeans"');
  });

  it("uses the shown suggestion when nothing is typed", () => {
    expect(resolveSearchSubmit("", 'Search "lunch"')).toBe("lunch");
  });

  it("treats blank typing as nothing typed", () => {
    expect(resolveSearchSubmit("   ", 'Search "lunch"')).toBe("lunch");
  });

  it("gives null when nothing is typed and no suggestion is shown", () => {
    expect(resolveSearchSubmit("", null)).toBeNull();
    expect(resolveSearchSubmit("")).toBeNull();
    expect(resolveSearchSubmit("", 'Search ""')).toBeNull();
  });
});
