import { createHash } from "node:crypto";
import { ERROR_CODES } from "@spc/shared";
import sharp from "sharp";
import type { FileStorage } from "../../../adapters/storage";
import { AppError } from "../../../lib/app-error";

/** Largest logo file accepted before processing. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
/** Raster formats read from the bytes. SVG is refused: it can carry scripts and links. */
const ACCEPTED = new Set(["jpeg", "png", "webp"]);
const MAX_INPUT_PIXELS = 25_000_000;
/**
 * Square sizes written: the site draws logos at 48 CSS pixels at most (offer page; cards use
 * less), so 96 covers 2× screens and 192 3× screens and the back office's preview.
 */
export const LOGO_SIZES = [96, 192] as const;

export function notALogo(): never {
  throw new AppError(ERROR_CODES.unsupportedMediaType, "Send a PNG, JPEG or WebP logo", {
    details: { accepted: ["image/png", "image/jpeg", "image/webp"] },
  });
}

/**
 * Checks a logo from its bytes and writes it in the sizes the site uses: centred on a white
 * square (the site shows logos on white tiles), WebP, every metadata block dropped. Answers the
 * URL of the largest; the file names carry a hash of the content, so they can be cached forever.
 */
export async function storeLogo(
  storage: FileStorage,
  partnerId: number,
  bytes: Buffer,
): Promise<string> {
  if (bytes.length > LOGO_MAX_BYTES) {
    throw new AppError(ERROR_CODES.payloadTooLarge, "The logo is too large", {
      details: { max_bytes: LOGO_MAX_BYTES },
    });
  }
  let format: string | undefined;
  try {
    format = (await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    notALogo();
  }
  if (!format || !ACCEPTED.has(format)) notALogo();
  const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 16);
  let url = "";
  for (const size of LOGO_SIZES) {
    const picture = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(size, size, { fit: "contain", background: "#ffffff" })
      .flatten({ background: "#ffffff" })
      .webp({ quality: 90 })
      .toBuffer()
      .catch(() => notALogo());
    const key = `logos/${partnerId}-${hash}-${size}.webp`;
    await storage.put(key, picture, "image/webp");
    url = `/media/${key}`;
  }
  return url;
}
