import { useMemo } from "react";
import { code128Bars } from "./code128";

/**
 * The card number as a Code 128 barcode (SVG, crisp at any size). Black on white with quiet
 * zones, whatever the theme, so scanners read it; the number is spoken through `label`.
 */
export function Barcode({ value, label }: { value: string; label: string }) {
  const { bars, width } = useMemo(() => code128Bars(value), [value]);
  return (
    <svg
      className="barcode"
      viewBox={`0 0 ${width} 40`}
      preserveAspectRatio="none"
      role="img"
      aria-label={label}
      data-testid="membership-barcode"
      data-value={value}
      shapeRendering="crispEdges"
    >
      <rect width={width} height={40} fill="#fff" />
      {bars.map(([x, w]) => (
        <rect key={x} x={x} width={w} height={40} fill="#000" />
      ))}
    </svg>
  );
}
