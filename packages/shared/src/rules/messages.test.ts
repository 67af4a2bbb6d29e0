import { describe, expect, it } from "vitest";
import { issue, VALIDATION_MESSAGE_IDS, VALIDATION_MESSAGES } from "./messages";

describe("validation message ids", () => {
  it("are all distinct", () => {
    expect(new Set(VALIDATION_MESSAGE_IDS).size).toBe(VALIDATION_MESSAGE_IDS.length);
  });

  it("are dotted snake_case ids under validation., never sentences", () => {
    for (const id of VALIDATION_MESSAGE_IDS) {
      expect(id).toMatch(/^validation(\.[a-z][a-z0-9_]*)+$/);
    }
  });

  it("lists every id of the map", () => {
    expect(VALIDATION_MESSAGE_IDS).toEqual(Object.values(VALIDATION_MESSAGES));
  });

  it("builds an issue without values when none are given", () => {
    expect(issue(VALIDATION_MESSAGES.required)).toEqual({ message: "validation.required" });
  });

  it("builds an issue carrying ICU values", () => {
    expect(issue(VALIDATION_MESSAGES.passwordTooShort, { min: 8 })).toEqual({
      message: "validation.password.too_short",
      values: { min: 8 },
    });
  });
});
