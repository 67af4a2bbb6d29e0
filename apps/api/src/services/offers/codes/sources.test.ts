import { CODE_MODES, CODE_TYPES } from "@spc/shared";
import { describe, expect, it } from "vitest";
import { generatedCode, generatedCodeKey } from "./generated";
import { codeSourceOf } from "./sources";

describe("codeSourceOf", () => {
  it("maps every code mode × code type to a source", () => {
    const table = Object.fromEntries(
      CODE_MODES.map((mode) => [
        mode,
        Object.fromEntries(CODE_TYPES.map((type) => [type, codeSourceOf(mode, type)])),
      ]),
    );
    expect(table).toEqual({
      no_code: { static: "none", generated: "none", upload_unique: "none", upload_random: "none" },
      card_number: {
        static: "card_number",
        generated: "card_number",
        upload_unique: "card_number",
        upload_random: "card_number",
      },
      static: {
        static: "static",
        generated: "static",
        upload_unique: "static",
        upload_random: "static",
      },
      random: {
        static: "static",
        generated: "generated",
        upload_unique: "unique_pool",
        upload_random: "random_pool",
      },
      unique: {
        static: "static",
        generated: "generated",
        upload_unique: "unique_pool",
        upload_random: "unique_pool",
      },
    });
  });
});

describe("generatedCode", () => {
  const key = generatedCodeKey("a-test-secret-of-at-least-32-characters");

  it("is stable per offer and member, formatted XXXX-XXXX-XXXX in Crockford base32", () => {
    const code = generatedCode(key, 5, "member-a");
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(generatedCode(key, 5, "member-a")).toBe(code);
  });

  it("differs between members, offers and secrets", () => {
    const codes = new Set<string>();
    for (let offer = 1; offer <= 20; offer++) {
      for (let member = 0; member < 50; member++)
        codes.add(generatedCode(key, offer, `m${member}`));
    }
    expect(codes.size).toBe(1000);
    const other = generatedCodeKey("another-secret-of-at-least-32-characters!");
    expect(generatedCode(other, 5, "member-a")).not.toBe(generatedCode(key, 5, "member-a"));
  });
});
