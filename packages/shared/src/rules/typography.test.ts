import { describe, expect, it } from "vitest";
import {
  englishTypographyProblems,
  frenchTypographyProblems,
  NBSP,
  typesetEnglish,
  typesetFrench,
} from "./typography";

describe("typesetFrench", () => {
  it("curls apostrophes and puts a no-break space before high punctuation", () => {
    expect(typesetFrench("Trop occupé? L'offre : c'est parti!")).toBe(
      `Trop occupé${NBSP}? L’offre${NBSP}: c’est parti${NBSP}!`,
    );
  });

  it("spaces « » and amounts with no-break spaces", () => {
    expect(typesetFrench("« Rabais » de 15 % et 25$")).toBe(
      `«${NBSP}Rabais${NBSP}» de 15${NBSP}% et 25${NBSP}$`,
    );
  });

  it("leaves a text already set alone, and addresses and times too", () => {
    const set = `Économisez 10${NBSP}$${NBSP}: c’est simple${NBSP}!`;
    expect(typesetFrench(set)).toBe(set);
    expect(typesetFrench("https://example.com à 10:30")).toBe("https://example.com à 10:30");
  });
});

describe("typesetEnglish", () => {
  it("curls apostrophes and makes an ellipsis", () => {
    expect(typesetEnglish("Chef's pick...")).toBe("Chef’s pick…");
  });
});

describe("frenchTypographyProblems", () => {
  it("finds nothing wrong in a text set by typesetFrench", () => {
    expect(frenchTypographyProblems(typesetFrench("Envie d'un café? 20 % de rabais!"))).toEqual([]);
  });

  it.each([
    ["L'offre", "straight apostrophe"],
    ["Rabais : 10\u00a0%", "no no-break space before : ; ! or ?"],
    ["Vraiment?", "no no-break space before : ; ! or ?"],
    ["«\u00a0Oui»", "no no-break space inside « »"],
    ["15 % de rabais", "no no-break space between amount and unit"],
    ["$10 de rabais", "dollar sign before the amount"],
    ["Chez Stride Shoe Co..", "double full stop"],
    ["Oui,, merci", "doubled punctuation"],
  ])("flags %j (%s)", (text, problem) => {
    expect(frenchTypographyProblems(text)).toContain(problem);
  });
});

describe("englishTypographyProblems", () => {
  it("flags a double full stop, a straight apostrophe and a spaced percent", () => {
    expect(englishTypographyProblems("Shop at Stride Shoe Co..")).toContain("double full stop");
    expect(englishTypographyProblems("Chef's Drawer")).toContain("straight apostrophe");
    expect(englishTypographyProblems("15 % off")).toContain("space before : ; ! ? or %");
    expect(englishTypographyProblems("Save 15% at Chef’s Drawer… today.")).toEqual([]);
  });
});
