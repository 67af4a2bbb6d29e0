import { ANALYTICS_PROVIDERS, cookieCategoriesFor, typesetFrench } from "@spc/shared";
import { describe, expect, it } from "vitest";
import { compareCatalogues, messageArguments } from "./catalogue-check";
import en from "./en.json";
import fr from "./fr.json";

describe("the en and fr catalogues", () => {
  it("have the same keys and the same ICU placeholders", () => {
    expect(compareCatalogues(en, fr)).toEqual([]);
  });

  it("hold French set by the one typography rule (curly apostrophes, no-break spaces)", () => {
    // Fix with typesetFrench (@spc/shared), the rule the catalogue text from the API follows too.
    const unset = Object.entries(fr as Record<string, string>)
      .filter(([, message]) => typesetFrench(message) !== message)
      .map(
        ([key, message]) =>
          `${key}: ${JSON.stringify(message)} → ${JSON.stringify(typesetFrench(message))}`,
      );
    expect(unset).toEqual([]);
  });

  it("contain only messages that parse as ICU", () => {
    for (const message of [...Object.values(en), ...Object.values(fr)]) {
      expect(() => messageArguments(message)).not.toThrow();
    }
  });
});

describe("the catalogue checker", () => {
  it("reports missing and extra keys", () => {
    expect(compareCatalogues({ a: "A", b: "B" }, { a: "A", c: "C" })).toEqual([
      'missing key "b"',
      'extra key "c"',
    ]);
  });

  it("reports a renamed placeholder", () => {
    const problems = compareCatalogues({ hi: "Hello {name}" }, { hi: "Bonjour {nom}" });
    expect(problems).toEqual(['"hi" has {nom:argument} instead of {name:argument}']);
  });

  it("reports a plural turned into a plain argument, and placeholders nested in branches", () => {
    const en = { n: "{count, plural, one {# deal for {who}} other {# deals for {who}}}" };
    expect(compareCatalogues(en, { n: "{count} rabais" })).toHaveLength(1);
    expect(messageArguments(en.n)).toEqual(["count:plural", "who:argument"]);
  });

  it("reports select branches that differ and tags that are missing", () => {
    expect(
      compareCatalogues(
        { s: "{kind, select, a {A} other {O}}" },
        { s: "{kind, select, b {B} other {O}}" },
      ),
    ).toHaveLength(1);
    expect(compareCatalogues({ t: "Read <b>this</b>" }, { t: "Lisez ceci" })).toHaveLength(1);
  });

  it("accepts a translation that orders placeholders differently", () => {
    expect(compareCatalogues({ x: "{a} then {b}" }, { x: "{b} puis {a}" })).toEqual([]);
  });
});

describe("message ids that arrive as data", () => {
  it("cover every label, description, duration and entry of the shared cookie categories", () => {
    // Whichever audience measurement the API is configured with.
    const categories = ANALYTICS_PROVIDERS.flatMap((provider) => cookieCategoriesFor(provider));
    const ids = categories.flatMap((category) => [
      category.label,
      category.description,
      ...category.details.flatMap((vendor) =>
        vendor.cookies.flatMap((cookie) => [cookie.duration, cookie.description]),
      ),
    ]);
    expect(ids.filter((id) => !(id in en))).toEqual([]);
  });
});
