import type { FileStorage } from "../../../adapters/storage";
import { storePicture } from "../media/pictures";

/** Largest logo file accepted before processing. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
/**
 * Square sizes written: the site draws logos at 48 CSS pixels at most (offer page; cards use
 * less), so 96 covers 2× screens and 192 3× screens and the back office's preview.
 */
export const LOGO_SIZES = [96, 192] as const;

/**
 * A partner's logo in the sizes the site uses: centred on a white square (the site shows logos on
 * white tiles), WebP. Answers the URL of the largest.
 */
export async function storeLogo(
  storage: FileStorage,
  partnerId: number,
  bytes: Buffer,
): Promise<string> {
  const urls = await storePicture(storage, {
    folder: "logos",
    prefix: String(partnerId),
    bytes,
    maxBytes: LOGO_MAX_BYTES,
    variants: LOGO_SIZES.map((size) => ({
      name: String(size),
      resize: { width: size, height: size, fit: "contain", background: "#ffffff" },
      background: "#ffffff",
    })),
  });
  return urls[urls.length - 1]!;
}
