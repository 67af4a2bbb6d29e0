import { describe, expect, it } from "vitest";
import { codeModeSchema, codeTypeSchema } from "./codes";

describe("code types and modes", () => {
  it("lists the four code types", () => {
    expect(codeTypeSchema.options).toEqual([
      "static",
      "generated",
      "upload_unique",
      "upload_random",
    ]);
  });

  it("lists the five code modes, static being both a type and a mode", () => {
    expect(codeModeSchema.options).toEqual([
      "no_code",
      "card_number",
      "random",
      "unique",
      "static",
    ]);
  });
});
