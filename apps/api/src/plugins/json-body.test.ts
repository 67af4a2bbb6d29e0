import { describe, expect, it } from "vitest";
import { jsonNestsDeeperThan } from "./json-body";

describe("jsonNestsDeeperThan", () => {
  it("counts objects and arrays together", () => {
    expect(jsonNestsDeeperThan('{"a":[{"b":[1]}]}', 4)).toBe(false);
    expect(jsonNestsDeeperThan('{"a":[{"b":[1]}]}', 3)).toBe(true);
  });

  it("ignores brackets inside strings, escaped quotes included", () => {
    expect(jsonNestsDeeperThan(JSON.stringify({ q: "[[[[{{{{" }), 1)).toBe(false);
    expect(jsonNestsDeeperThan(JSON.stringify({ q: 'say "[[[" \\' }), 1)).toBe(false);
  });

  it("measures depth, not the number of brackets side by side", () => {
    expect(jsonNestsDeeperThan(JSON.stringify(Array.from({ length: 1000 }, () => [])), 2)).toBe(
      false,
    );
  });

  it("finds a 100,000-deep body without recursing", () => {
    expect(jsonNestsDeeperThan(`${"[".repeat(100_000)}${"]".repeat(100_000)}`, 32)).toBe(true);
  });
});
