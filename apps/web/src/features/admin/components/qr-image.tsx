import { QR_QUIET_ZONE, qrMatrix, qrPath } from "../../membership";

/** An otpauth URI as a QR symbol (SVG), for an authenticator app to scan; `label` names it. */
export function QrImage({ text, label }: { text: string; label: string }) {
  const matrix = qrMatrix(text);
  const size = matrix.length + QR_QUIET_ZONE * 2;
  return (
    <svg
      className="admin-qr"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      width={size * 5}
      height={size * 5}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={qrPath(matrix)} fill="#000" />
    </svg>
  );
}
