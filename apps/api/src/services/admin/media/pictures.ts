import { createHash } from "node:crypto";
import { ERROR_CODES } from "@spc/shared";
import sharp, { type ResizeOptions } from "sharp";
import type { FileStorage } from "../../../adapters/storage";
import { AppError } from "../../../lib/app-error";

/** Raster formats read from the bytes. SVG is refused: it can carry scripts and links. */
const ACCEPTED = new Set(["jpeg", "png", "webp"]);
/** A decompression-bomb guard far above any real logo or banner. */
const MAX_INPUT_PIXELS = 25_000_000;

export function notAPicture(): never {
  throw new AppError(ERROR_CODES.unsupportedMediaType, "Send a PNG, JPEG or WebP picture", {
    details: { accepted: ["image/png", "image/jpeg", "image/webp"] },
  });
}

export interface PictureVariant {
  /** Appended to the file name: "192" → …-192.webp. */
  name: string;
  resize: ResizeOptions & { width: number; height: number };
  /** Paint transparent parts (logos sit on white tiles). */
  background?: string;
}

/**
 * Checks an uploaded picture from its bytes (type and size) and writes each variant as WebP with
 * every metadata block dropped. File names are `<prefix>-<content hash>-<variant>.webp`, so they
 * can be cached for ever. Answers the public URL of each variant, in order.
 */
export async function storePicture(
  storage: FileStorage,
  options: {
    folder: "logos" | "ads" | "email-opts";
    prefix: string;
    bytes: Buffer;
    maxBytes: number;
    variants: PictureVariant[];
  },
): Promise<string[]> {
  const { bytes } = options;
  if (bytes.length > options.maxBytes) {
    throw new AppError(ERROR_CODES.payloadTooLarge, "The picture is too large", {
      details: { max_bytes: options.maxBytes },
    });
  }
  let format: string | undefined;
  try {
    format = (await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    notAPicture();
  }
  if (!format || !ACCEPTED.has(format)) notAPicture();
  const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 16);
  const urls: string[] = [];
  for (const variant of options.variants) {
    let pipeline = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(variant.resize);
    if (variant.background) pipeline = pipeline.flatten({ background: variant.background });
    const picture = await pipeline
      .webp({ quality: 88 })
      .toBuffer()
      .catch(() => notAPicture());
    const key = `${options.folder}/${options.prefix}-${hash}-${variant.name}.webp`;
    await storage.put(key, picture, "image/webp");
    urls.push(`/media/${key}`);
  }
  return urls;
}
