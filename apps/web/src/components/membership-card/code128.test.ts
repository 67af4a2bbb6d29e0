import { describe, expect, it } from "vitest";
import {
  code128Bars,
  code128Values,
  code128Widths,
  PATTERNS,
  START_B,
  START_C,
  STOP,
} from "./code128";

/** Reads widths back into values with the same table (what a scanner does). */
function decode(widths: number[]): number[] {
  const values: number[] = [];
  for (let index = 0; index < widths.length; ) {
    const size = widths.length - index === 7 ? 7 : 6;
    values.push(PATTERNS.indexOf(widths.slice(index, index + size).join("")));
    index += size;
  }
  return values;
}

describe("Code 128 table", () => {
  it("has 107 distinct patterns of 11 modules (stop: 13), each starting with a bar", () => {
    expect(PATTERNS).toHaveLength(107);
    expect(new Set(PATTERNS).size).toBe(107);
    PATTERNS.forEach((pattern, value) => {
      const modules = [...pattern].reduce((sum, width) => sum + Number(width), 0);
      expect(modules).toBe(value === STOP ? 13 : 11);
      // Bars cover an even number of modules in every symbol (parity used by scanners).
      const bars = [...pattern].filter((_, i) => i % 2 === 0).reduce((s, w) => s + Number(w), 0);
      expect(bars % 2).toBe(0);
    });
  });

  it("has the published start and stop patterns", () => {
    expect(PATTERNS[103]).toBe("211412");
    expect(PATTERNS[START_B]).toBe("211214");
    expect(PATTERNS[START_C]).toBe("211232");
    expect(PATTERNS[STOP]).toBe("2331112");
    expect(PATTERNS[0]).toBe("212222");
    expect(PATTERNS[33]).toBe("111323"); // "A" in code set B
  });
});

describe("code128Values", () => {
  it("encodes the Wikipedia example PJJ123C in code set B (check symbol 55)", () => {
    // 104 + 48·1 + 42·2 + 42·3 + 17·4 + 18·5 + 19·6 + 35·7 = 879; 879 mod 103 = 55.
    expect(code128Values("PJJ123C")).toEqual([104, 48, 42, 42, 17, 18, 19, 35, 55, 106]);
  });

  it("encodes a 16-digit card number as 8 digit pairs in code set C", () => {
    const values = code128Values("6012345678901234");
    expect(values.slice(0, 9)).toEqual([105, 60, 12, 34, 56, 78, 90, 12, 34]);
    const sum = 105 + [60, 12, 34, 56, 78, 90, 12, 34].reduce((s, v, i) => s + v * (i + 1), 0);
    expect(values[9]).toBe(sum % 103);
    expect(values[10]).toBe(STOP);
  });

  it("uses code set B for an odd number of digits and for letters", () => {
    expect(code128Values("123")[0]).toBe(START_B);
    expect(code128Values("SPC-1")[0]).toBe(START_B);
  });

  it("refuses empty text and characters outside code set B", () => {
    expect(() => code128Values("")).toThrow();
    expect(() => code128Values("é")).toThrow();
  });
});

describe("code128Widths and code128Bars", () => {
  it("decode back to the same symbols", () => {
    for (const text of ["PJJ123C", "6012345678901234", "Hello, SPC!"]) {
      expect(decode(code128Widths(text))).toEqual(code128Values(text));
    }
  });

  it("place the bars after the quiet zone and size the symbol", () => {
    const { bars, width } = code128Bars("12", 10);
    // start C + "12" + check + stop = 3 × 11 + 13 = 46 modules, plus two quiet zones.
    expect(width).toBe(46 + 20);
    expect(bars[0]).toEqual([10, 2]);
    expect(bars.at(-1)).toEqual([10 + 46 - 2, 2]);
  });
});
