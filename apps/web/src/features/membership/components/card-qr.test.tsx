import { render, screen } from "@testing-library/react";
import { encode } from "uqr";
import { describe, expect, it } from "vitest";
import { QR_QUIET_ZONE } from "../qr-path";
import { CardQr } from "./card-qr";

const NUMBER = "6018123412341234";

/** Reads the drawn path back into a module grid (what a scanner's sampling grid sees). */
function modulesOf(svg: SVGSVGElement): boolean[][] {
  const side = Number(svg.getAttribute("viewBox")?.split(" ")[2]);
  const grid = Array.from({ length: side }, () => Array<boolean>(side).fill(false));
  const d = svg.querySelector("path")?.getAttribute("d") ?? "";
  for (const [, x, y, w] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let dx = 0; dx < Number(w); dx += 1) {
      const row = grid[Number(y)]!;
      expect(row[Number(x) + dx]).toBe(false); // no module drawn twice
      row[Number(x) + dx] = true;
    }
  }
  return grid;
}

/** The 7×7 finder pattern: dark ring, light ring, 3×3 dark centre. */
function isFinder(grid: boolean[][], top: number, left: number): boolean {
  for (let y = 0; y < 7; y += 1) {
    for (let x = 0; x < 7; x += 1) {
      const ring = Math.max(Math.abs(x - 3), Math.abs(y - 3));
      if (grid[top + y]![left + x] !== (ring !== 2)) return false;
    }
  }
  return true;
}

describe("CardQr", () => {
  it("draws exactly the encoder's modules, inside a 4-module quiet zone", () => {
    render(<CardQr value={NUMBER} label="QR code of card 6018 1234 1234 1234" />);
    const svg = screen.getByRole("img", { name: "QR code of card 6018 1234 1234 1234" });
    const expected = encode(NUMBER, { ecc: "M", border: 0 }).data;
    const grid = modulesOf(svg as unknown as SVGSVGElement);
    const size = expected.length;
    expect(grid).toHaveLength(size + 2 * QR_QUIET_ZONE);
    const symbol = grid
      .slice(QR_QUIET_ZONE, QR_QUIET_ZONE + size)
      .map((row) => row.slice(QR_QUIET_ZONE, QR_QUIET_ZONE + size));
    expect(symbol).toEqual(expected);
    // Quiet zone: every module outside the symbol is light.
    const dark = grid.flat().filter(Boolean).length;
    expect(dark).toBe(expected.flat().filter(Boolean).length);
    // Version 1 (21×21) for 16 digits, finder patterns in three corners.
    expect(size).toBe(21);
    const far = QR_QUIET_ZONE + size - 7;
    expect(isFinder(grid, QR_QUIET_ZONE, QR_QUIET_ZONE)).toBe(true);
    expect(isFinder(grid, QR_QUIET_ZONE, far)).toBe(true);
    expect(isFinder(grid, far, QR_QUIET_ZONE)).toBe(true);
    expect(isFinder(grid, far, far)).toBe(false);
    expect(svg.getAttribute("shape-rendering")).toBe("crispEdges");
    expect(svg.querySelector("rect")?.getAttribute("fill")).toBe("#fff");
  });

  it("encodes another number differently (the matrix follows the value)", () => {
    const { rerender } = render(<CardQr value={NUMBER} label="a" />);
    const first = screen.getByRole("img").querySelector("path")?.getAttribute("d");
    rerender(<CardQr value="6018000000000017" label="a" />);
    const second = screen.getByRole("img").querySelector("path")?.getAttribute("d");
    expect(second).not.toBe(first);
  });
});
