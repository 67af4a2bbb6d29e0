import { describe, expect, it } from "vitest";
import {
  DB_INTEGER_MAX,
  dbIdParamSchema,
  dbIdSchema,
  isStorableText,
  parseDbId,
  storableInputSchema,
  unstorableTextPaths,
} from "./storable";

describe("isStorableText", () => {
  it("accepts ordinary text, accents and emoji (surrogate pairs)", () => {
    expect(isStorableText("Café Québec 😀")).toBe(true);
    expect(isStorableText("")).toBe(true);
  });

  it("refuses a NUL byte anywhere", () => {
    expect(isStorableText("a\u0000b")).toBe(false);
    expect(isStorableText("\u0000")).toBe(false);
  });

  it("refuses a lone high or low surrogate, and a pair in the wrong order", () => {
    expect(isStorableText("\uD800")).toBe(false);
    expect(isStorableText("x\uDFFFy")).toBe(false);
    expect(isStorableText("\uDC00\uD800")).toBe(false);
  });
});

describe("unstorableTextPaths", () => {
  it("names each bad string and object key by its path, however nested", () => {
    const value = { email: "a\u0000@b.ca", tags: ["ok", "\uD800"], extra: { "k\u0000": 1 } };
    expect(unstorableTextPaths(value)).toEqual(
      expect.arrayContaining([["email"], ["tags", 1], ["extra", "k\u0000"]]),
    );
  });

  it("walks a value nested far deeper than recursion would allow", () => {
    let deep: unknown = "\u0000";
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(unstorableTextPaths(deep)).toHaveLength(1);
  });

  it("finds nothing in clean input", () => {
    expect(unstorableTextPaths({ q: "coffee", page: 2, on: true, none: null })).toEqual([]);
  });
});

describe("storableInputSchema", () => {
  it("fails with one issue per bad string, at its path", () => {
    const result = storableInputSchema.safeParse({ q: "x\u0000" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["q"]);
  });

  it("passes clean input through unchanged", () => {
    expect(storableInputSchema.parse({ q: "x" })).toEqual({ q: "x" });
  });
});

describe("database ids", () => {
  it("accept 1 up to the largest PostgreSQL integer, from text or a number", () => {
    expect(dbIdParamSchema.parse("2147483647")).toBe(DB_INTEGER_MAX);
    expect(dbIdSchema.parse(1)).toBe(1);
  });

  it("refuse ids beyond an integer column, zero, negatives and fractions", () => {
    for (const bad of ["2147483648", "0", "-1", "1.5", "9007199254740993"]) {
      expect(dbIdParamSchema.safeParse(bad).success).toBe(false);
    }
    expect(dbIdSchema.safeParse(2 ** 31).success).toBe(false);
  });

  it("parseDbId reads a path segment as an id only when an integer column can hold it", () => {
    expect(parseDbId("42")).toBe(42);
    expect(parseDbId("2147483648")).toBeNull();
    expect(parseDbId("0")).toBeNull();
    expect(parseDbId("food")).toBeNull();
  });
});
