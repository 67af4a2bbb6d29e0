import { describe, expect, it } from "vitest";
import { countrySchema, languageCodeFor, languageCodeSchema, languageSchema } from "./locale";

describe("language, country and locale code", () => {
  it("refuses an upper-case language or country", () => {
    expect(languageSchema.safeParse("EN").success).toBe(false);
    expect(countrySchema.safeParse("CA").success).toBe(false);
  });

  it("knows both Canadian locale codes", () => {
    expect(languageCodeSchema.options).toEqual(["en_CA", "fr_CA"]);
  });

  it("maps each language to its Canadian locale code", () => {
    expect(languageCodeFor("fr")).toBe("fr_CA");
    expect(languageCodeFor("en")).toBe("en_CA");
  });
});
