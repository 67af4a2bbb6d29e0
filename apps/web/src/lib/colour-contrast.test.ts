import { describe, expect, it } from "vitest";
import { contrastRatio, readableTextColour } from "./colour-contrast";

describe("readableTextColour", () => {
  it("puts dark text on light colours and white text on dark ones", () => {
    expect(readableTextColour("#ffd166")).toBe("#000000");
    expect(readableTextColour("#9be7c4")).toBe("#000000");
    expect(readableTextColour("#0b3954")).toBe("#ffffff");
    expect(readableTextColour("#7b2cbf")).toBe("#ffffff");
  });

  it("always reaches the WCAG AA ratio for normal text", () => {
    for (const colour of ["#ff6b6b", "#e63946", "#2a9d8f", "#f4a261", "#457b9d", "#808080"]) {
      expect(contrastRatio(colour, readableTextColour(colour))).toBeGreaterThanOrEqual(4.5);
    }
  });
});
