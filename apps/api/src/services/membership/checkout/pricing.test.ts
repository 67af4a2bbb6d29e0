import { describe, expect, it } from "vitest";
import {
  applyRate,
  centsToDecimalString,
  decimalStringToCents,
  divideRoundHalfUp,
} from "../../../lib/money";
import { CANADIAN_PROVINCES } from "../../../lib/provinces";
import { discountCents, PRODUCTS, quote } from "./pricing";
import { combinedRate, PROVINCE_CODES, parseProvince, provinceOfPostal, TAX_TABLE } from "./tax";

describe("rounding: half-up to the cent, exact integers", () => {
  it("rounds halves up and everything else to the nearest cent", () => {
    expect(divideRoundHalfUp(5, 10)).toBe(1); // 0.5 → 1 (banker's rounding would give 0)
    expect(divideRoundHalfUp(15, 10)).toBe(2);
    expect(divideRoundHalfUp(25, 10)).toBe(3); // 2.5 → 3 (banker's: 2)
    expect(divideRoundHalfUp(4, 10)).toBe(0);
    expect(divideRoundHalfUp(6, 10)).toBe(1);
    expect(divideRoundHalfUp(0, 10)).toBe(0);
  });

  it("rounds a tax of x.xx5 up: 5 % of $0.10 is 0.5 ¢ → 1 ¢, of $0.50 is 2.5 ¢ → 3 ¢", () => {
    expect(applyRate(10, 5000)).toBe(1);
    expect(applyRate(50, 5000)).toBe(3);
    expect(applyRate(30, 5000)).toBe(2); // 1.5 ¢
    // 13 % of $0.50 = 6.5 ¢ → 7 ¢; 9.975 % of $2.00 = 19.95 ¢ → 20 ¢
    expect(applyRate(50, 13_000)).toBe(7);
    expect(applyRate(200, 9975)).toBe(20);
    // Binary floating point would get 1.005 × 100 wrong; the integer path cannot.
    expect(applyRate(1005, 50_000)).toBe(503); // 502.5 → 503
  });

  it("refuses negative or fractional inputs", () => {
    expect(() => divideRoundHalfUp(-1, 10)).toThrow(RangeError);
    expect(() => divideRoundHalfUp(1.5, 10)).toThrow(RangeError);
  });

  it("converts between cents and gateway decimal strings", () => {
    expect(centsToDecimalString(1355)).toBe("13.55");
    expect(centsToDecimalString(5)).toBe("0.05");
    expect(centsToDecimalString(1200)).toBe("12.00");
    expect(decimalStringToCents("13.55")).toBe(1355);
    expect(decimalStringToCents("13.5")).toBe(1350);
    expect(decimalStringToCents("13")).toBe(1300);
    expect(() => decimalStringToCents("1.234")).toThrow(RangeError);
  });
});

describe("tax table (as of 2026)", () => {
  it("covers every province and territory", () => {
    expect(Object.keys(TAX_TABLE).sort()).toEqual([...PROVINCE_CODES].sort());
  });

  it("has the 2026 combined rates, including Nova Scotia's 14 % HST since 2025-04-01", () => {
    const expected: Record<string, number> = {
      AB: 0.05,
      BC: 0.12,
      MB: 0.12,
      NB: 0.15,
      NL: 0.15,
      NS: 0.14,
      NT: 0.05,
      NU: 0.05,
      ON: 0.13,
      PE: 0.15,
      QC: 0.14975,
      SK: 0.11,
      YT: 0.05,
    };
    for (const code of PROVINCE_CODES)
      expect(combinedRate(code), code).toBeCloseTo(expected[code]!);
    expect(TAX_TABLE.QC.map((part) => part.name)).toEqual(["GST", "QST"]);
    expect(TAX_TABLE.ON.map((part) => part.name)).toEqual(["HST"]);
  });

  it("reads province codes, English and French names, and postal codes", () => {
    expect(parseProvince("on")).toBe("ON");
    expect(parseProvince("Québec")).toBe("QC");
    expect(parseProvince("Colombie-Britannique")).toBe("BC");
    expect(parseProvince("Île-du-Prince-Édouard")).toBe("PE");
    expect(parseProvince("Atlantis")).toBeNull();
    expect(provinceOfPostal("h2x 1y4")).toBe("QC");
    expect(provinceOfPostal("M5V3L9")).toBe("ON");
    expect(provinceOfPostal("T2P 1J9")).toBe("AB");
    expect(provinceOfPostal("12345")).toBeNull();
  });

  it("reads every name of the one province table, and the short forms members type", () => {
    for (const province of CANADIAN_PROVINCES) {
      expect(parseProvince(province.name_en.toUpperCase())).toBe(province.code);
      expect(parseProvince(province.name_fr)).toBe(province.code);
    }
    expect(["newfoundland", "PEI", "Nfld", "que", "PQ"].map(parseProvince)).toEqual([
      "NL",
      "PE",
      "NL",
      "QC",
      "QC",
    ]);
  });

  it("taxes a postal code by its first letter even where the places check would refuse it", () => {
    // Tax only needs the province; whether Canada Post uses the code is the profile's check.
    expect(provinceOfPostal("G1D 1A1")).toBe("QC");
    expect(provinceOfPostal("X0A 0A0")).toBe("NT");
  });
});

describe("quote: 11.99 membership per province", () => {
  const price = PRODUCTS["1_year_card"]!.priceCents;

  it("is 1199 cents", () => expect(price).toBe(1199));

  it.each([
    ["ON", 156, 1355], // HST 13 % of 11.99 = 1.5587 → 1.56
    ["QC", 180, 1379], // GST 0.5995 → 0.60, QST 1.19600… → 1.20
    ["AB", 60, 1259], // GST 0.5995 → 0.60
    ["NS", 168, 1367], // HST 14 % = 1.6786 → 1.68
    ["NB", 180, 1379], // HST 15 % = 1.7985 → 1.80
    ["BC", 144, 1343], // GST 0.60 + PST 0.8393 → 0.84
    ["MB", 144, 1343],
    ["SK", 132, 1331], // GST 0.60 + PST 0.7194 → 0.72
  ] as const)("%s: tax %i ¢, total %i ¢", (province, tax, total) => {
    const result = quote(price, null, province);
    expect(result.taxCents).toBe(tax);
    expect(result.totalCents).toBe(total);
    expect(result.totalCents).toBe(result.subtotalCents - result.discountCents + result.taxCents);
  });

  it("computes each Quebec component separately", () => {
    expect(quote(price, null, "QC").taxLines).toEqual([
      { name: "GST", rate: 5000, amountCents: 60 },
      { name: "QST", rate: 9975, amountCents: 120 },
    ]);
  });

  it("taxes the discounted subtotal: 10 % off in Ontario", () => {
    // 10 % of 11.99 = 1.199 → 1.20; taxable 10.79; HST 1.4027 → 1.40; total 12.19
    const result = quote(price, { type: "percent", value: 10 }, "ON");
    expect(result).toMatchObject({ discountCents: 120, taxCents: 140, totalCents: 1219 });
  });

  it("caps a fixed discount at the price and charges no tax on zero", () => {
    expect(discountCents(1199, { type: "fixed", value: 500 })).toBe(500);
    expect(discountCents(1199, { type: "fixed", value: 5000 })).toBe(1199);
    expect(quote(price, { type: "percent", value: 100 }, "QC")).toMatchObject({
      totalCents: 0,
      taxCents: 0,
    });
  });

  it("charges no Canadian tax without a province (US build)", () => {
    expect(quote(price, null, null)).toMatchObject({ taxCents: 0, totalCents: 1199 });
  });
});
