import { describe, expect, it } from "vitest";
import {
  englishTypographyProblems,
  frenchTypographyProblems,
  NBSP,
  NNBSP,
  typesetEnglish,
  typesetFrench,
} from "./typography";

describe("typesetFrench", () => {
  it("curls apostrophes, puts a no-break space before : and a narrow one before ; ! ?", () => {
    expect(typesetFrench("Trop occupé? L'offre : c'est parti!")).toBe(
      `Trop occupé${NNBSP}? L’offre${NBSP}: c’est parti${NNBSP}!`,
    );
    expect(typesetFrench("Oui; non")).toBe(`Oui${NNBSP}; non`);
  });

  it("spaces « » and amounts with no-break spaces", () => {
    expect(typesetFrench("« Rabais » de 15 % et 25$")).toBe(
      `«${NBSP}Rabais${NBSP}» de 15${NBSP}% et 25${NBSP}$`,
    );
    expect(typesetFrench("«Rabais»")).toBe(`«${NBSP}Rabais${NBSP}»`);
  });

  it("replaces whatever space was there (several, thin, no-break) with the one the sign takes", () => {
    expect(typesetFrench("Vraiment  ?")).toBe(`Vraiment${NNBSP}?`);
    expect(typesetFrench(`Vraiment${NBSP}?`)).toBe(`Vraiment${NNBSP}?`);
    expect(typesetFrench("Note\u2009: oui")).toBe(`Note${NBSP}: oui`);
    expect(typesetFrench(`Prix${NNBSP}: 10\u202f$`)).toBe(`Prix${NBSP}: 10${NBSP}$`);
  });

  it("spaces a run of signs once, before the first", () => {
    expect(typesetFrench("Quoi?!")).toBe(`Quoi${NNBSP}?!`);
    expect(typesetFrench("Enfin !!!")).toBe(`Enfin${NNBSP}!!!`);
  });

  it("spaces signs after closing quotes, brackets and placeholders", () => {
    expect(typesetFrench("(vraiment!)")).toBe(`(vraiment${NNBSP}!)`);
    expect(typesetFrench("« Oui » ?")).toBe(`«${NBSP}Oui${NBSP}»${NNBSP}?`);
    expect(typesetFrench("Bonjour {name}!")).toBe(`Bonjour {name}${NNBSP}!`);
    expect(typesetFrench("Payer {price}$")).toBe(`Payer {price}${NBSP}$`);
  });

  it("leaves a sign that stands for itself alone", () => {
    expect(typesetFrench("(comme « ! » ou « # »)")).toBe(
      `(comme «${NBSP}!${NBSP}» ou «${NBSP}#${NBSP}»)`,
    );
    expect(typesetFrench("? Aide")).toBe("? Aide");
  });

  it("leaves addresses, e-mail addresses, entities and times as they are", () => {
    expect(typesetFrench("https://example.com à 10:30")).toBe("https://example.com à 10:30");
    expect(typesetFrench("Voir https://spc.ca/aide?q=l'offre&x=1 ou www.spc.ca/fr!")).toBe(
      `Voir https://spc.ca/aide?q=l'offre&x=1 ou www.spc.ca/fr${NNBSP}!`,
    );
    expect(typesetFrench("Écrivez à aide@spc.ca: merci")).toBe(
      `Écrivez à aide@spc.ca${NBSP}: merci`,
    );
    expect(typesetFrench("mailto:l'aide@spc.ca")).toBe("mailto:l'aide@spc.ca");
    expect(typesetFrench("Tom &amp; Jerry; Ouvert de 9:00 à 17:30")).toBe(
      `Tom &amp; Jerry${NNBSP}; Ouvert de 9:00 à 17:30`,
    );
    expect(typesetFrench("a%20b, 1%20")).toBe("a%20b, 1%20");
    expect(typesetFrench("25 $CA")).toBe("25 $CA");
  });

  it("keeps ICU message syntax intact and sets the text of its branches", () => {
    expect(typesetFrench("{n, number, ::currency/CAD} : prix")).toBe(
      `{n, number, ::currency/CAD}${NBSP}: prix`,
    );
    expect(
      typesetFrench("{count, plural, offset:1 =0 {Aucun rabais!} other {# rabais : ok}}"),
    ).toBe(`{count, plural, offset:1 =0 {Aucun rabais${NNBSP}!} other {# rabais${NBSP}: ok}}`);
    expect(typesetFrench("{kind, select, a {L'offre} other {Oui?}}")).toBe(
      `{kind, select, a {L’offre} other {Oui${NNBSP}?}}`,
    );
    expect(typesetFrench("Tapez '{'nom'}' : l'offre")).toBe(`Tapez '{'nom'}'${NBSP}: l’offre`);
    expect(typesetFrench("<b>Attention</b>: lisez")).toBe(`<b>Attention</b>${NBSP}: lisez`);
  });

  it("makes an ellipsis of three full stops", () => {
    expect(typesetFrench("Et plus...")).toBe("Et plus…");
  });

  it.each([
    "Trop occupé? L'offre : c'est parti!",
    "« Rabais » de 15 % et 25$, à 10:30 ; https://spc.ca/?a=1",
    "{count, plural, one {# rabais!} other {# rabais?}} pour {name} :",
    "Déjà membre ? Connectez-vous",
  ])("gives the same text when run again on its own result (%j)", (text) => {
    const once = typesetFrench(text);
    expect(typesetFrench(once)).toBe(once);
  });

  it("leaves a text already set alone", () => {
    const set = `Économisez 10${NBSP}$${NBSP}: c’est simple${NNBSP}! «${NBSP}Prêt${NNBSP}?${NBSP}»`;
    expect(typesetFrench(set)).toBe(set);
    expect(typesetFrench("")).toBe("");
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
