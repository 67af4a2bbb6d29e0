import { describe, expect, it } from "vitest";
import { formatCents, formatDiscount, formatRate } from "./money";

// Intl separates French amounts with no-break spaces (U+00A0 or the narrow U+202F).
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("formatCents", () => {
  it("writes the membership price the Canadian French way", () => {
    expect(plain(formatCents(1199, "fr-CA"))).toBe("11,99 $");
  });

  it("writes it the Canadian English way", () => {
    expect(formatCents(1199, "en-CA")).toBe("$11.99");
  });

  it("keeps two decimals on round amounts and groups thousands per locale", () => {
    expect(formatCents(1300, "en-CA")).toBe("$13.00");
    expect(formatCents(123456, "en-CA")).toBe("$1,234.56");
    expect(plain(formatCents(123456, "fr-CA"))).toBe("1 234,56 $");
  });

  it("writes tax lines of a province total", () => {
    // Ontario HST on 11.99: 1.56; total 13.55.
    expect(formatCents(156, "en-CA")).toBe("$1.56");
    expect(plain(formatCents(1355, "fr-CA"))).toBe("13,55 $");
  });
});

describe("formatRate", () => {
  it("shows QST and HST rates per locale", () => {
    expect(formatRate(0.09975, "en-CA")).toBe("9.975%");
    expect(plain(formatRate(0.09975, "fr-CA"))).toBe("9,975 %");
    expect(formatRate(0.13, "en-CA")).toBe("13%");
  });
});

describe("formatDiscount", () => {
  it("writes a percent or an amount off per locale", () => {
    expect(formatDiscount({ type: "percent", value: 15 }, "en-CA")).toBe("15%");
    expect(plain(formatDiscount({ type: "percent", value: 15 }, "fr-CA"))).toBe("15 %");
    expect(formatDiscount({ type: "fixed", value: 500 }, "en-CA")).toBe("$5.00");
    expect(plain(formatDiscount({ type: "fixed", value: 500 }, "fr-CA"))).toBe("5,00 $");
  });
});
