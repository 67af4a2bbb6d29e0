import { useMemo } from "react";
import { QR_QUIET_ZONE, qrMatrix, qrPath } from "../qr-path";

/**
 * The membership number as a QR code (inline SVG, drawn here from the encoder's module matrix:
 * no network, no injected markup). Black on white whatever the theme, so a partner's scanner reads
 * it in dark mode too; the number is spoken through `label`. Only /membership-screen renders it, so
 * the encoder stays in that route's chunk.
 */
export function CardQr({ value, label }: { value: string; label: string }) {
  const matrix = useMemo(() => qrMatrix(value), [value]);
  const side = matrix.length + 2 * QR_QUIET_ZONE;
  return (
    <svg
      className="card-qr"
      viewBox={`0 0 ${side} ${side}`}
      role="img"
      aria-label={label}
      data-testid="membership-qr"
      data-value={value}
      shapeRendering="crispEdges"
    >
      <rect width={side} height={side} fill="#fff" />
      <path d={qrPath(matrix)} fill="#000" />
    </svg>
  );
}
