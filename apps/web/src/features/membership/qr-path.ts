import { encode } from "uqr";

/** Light modules around the symbol: the QR standard's minimum quiet zone, so phones find it. */
export const QR_QUIET_ZONE = 4;

/**
 * The QR symbol of `text`: medium error correction (15 %) survives a scratched or glare-spotted
 * phone screen and still fits a 16-digit number in a 21×21 version-1 symbol. No border from the
 * encoder: the quiet zone is added by the drawing.
 */
export function qrMatrix(text: string): boolean[][] {
  return encode(text, { ecc: "M", border: 0 }).data;
}

/**
 * One SVG path drawing the dark modules, offset by the quiet zone: each horizontal run of dark
 * modules is one rectangle (`M x y h w v 1 h -w z`), so the path stays short.
 */
export function qrPath(matrix: readonly (readonly boolean[])[]): string {
  const parts: string[] = [];
  matrix.forEach((row, y) => {
    for (let x = 0; x < row.length; x += 1) {
      if (!row[x]) continue;
      let end = x;
      while (row[end + 1]) end += 1;
      const width = end - x + 1;
      parts.push(`M${x + QR_QUIET_ZONE} ${y + QR_QUIET_ZONE}h${width}v1h-${width}z`);
      x = end;
    }
  });
  return parts.join("");
}
