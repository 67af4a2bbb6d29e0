import { randomUUID } from "node:crypto";
import { CONTEST_PHOTO_MAX_BYTES, ERROR_CODES } from "@spc/shared";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import type { FileStorage } from "../../adapters/storage";
import type { Db } from "../../db/client";
import { contestEntries } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { type EnterRequest, enterContest } from "./entries";
import { findContest } from "./repository";

// Formats accepted, as sharp reads them from the bytes (never from a file name or content type).
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp"]);
/** A decompression bomb guard: 40 megapixels is far beyond any phone photo. */
const MAX_INPUT_PIXELS = 40_000_000;
/** Published size: the longest side is at most this many pixels. */
const MAX_SIDE = 2048;

function notAnImage(): never {
  throw new AppError(ERROR_CODES.unsupportedMediaType, "Send a JPEG, PNG or WebP photo", {
    details: { accepted: ["image/jpeg", "image/png", "image/webp"] },
  });
}

/**
 * Checks the bytes are a JPEG, PNG or WebP within the size limit and re-encodes them as a JPEG:
 * re-encoding drops every metadata block (EXIF with GPS position, XMP, comments), after turning
 * the picture upright from its EXIF orientation.
 */
export async function cleanPhoto(bytes: Buffer): Promise<Buffer> {
  if (bytes.length > CONTEST_PHOTO_MAX_BYTES) {
    throw new AppError(ERROR_CODES.payloadTooLarge, "The photo is too large", {
      details: { max_bytes: CONTEST_PHOTO_MAX_BYTES },
    });
  }
  let format: string | undefined;
  try {
    format = (await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    notAnImage();
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) notAnImage();
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: "inside", withoutEnlargement: true })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
  } catch {
    notAnImage();
  }
}

/**
 * A photo entry: the photo is checked and cleaned, then the entry is made like any other (open,
 * eligible, one per member; a second upload answers the first entry and stores nothing), then
 * the cleaned photo is stored. The entry starts `pending`: nobody but its owner sees it until
 * approved.
 */
export async function enterWithPhoto(
  db: Db,
  storage: FileStorage,
  request: Omit<EnterRequest, "answers">,
  bytes: Buffer,
) {
  const contest = await findContest(db, request.contestKey);
  if (!contest) throw AppError.notFound("No such contest");
  if (contest.entryKind !== "photo") {
    throw new AppError(ERROR_CODES.forbidden, "This contest does not take photos", {
      details: { reason: "answers_invalid", fields: ["photo"] },
    });
  }
  const cleaned = await cleanPhoto(bytes);
  const key = `contest-photos/${contest.id}/${randomUUID()}.jpg`;
  const result = await enterContest(db, { ...request, answers: undefined }, key);
  if (!result.created) return result;
  try {
    await storage.put(key, cleaned, "image/jpeg");
  } catch (error) {
    // No entry without its photo: the member may try again.
    await db.delete(contestEntries).where(eq(contestEntries.id, result.entry.id));
    throw AppError.unavailable(undefined, error);
  }
  return result;
}

/** A photo's bytes for `viewerId`: approved photos for anyone, a pending one for its owner only. */
export async function photoFor(
  db: Db,
  storage: FileStorage,
  entryId: number,
  viewerId: string | null,
): Promise<Buffer | null> {
  const [entry] = await db.select().from(contestEntries).where(eq(contestEntries.id, entryId));
  if (!entry?.photoKey) return null;
  const visible = entry.photoStatus === "approved" || entry.userId === viewerId;
  if (!visible) return null;
  return storage.get(entry.photoKey);
}

/** Approves or rejects a shared photo (the back office later; tests and ops now). */
export async function reviewPhoto(db: Db, entryId: number, status: "approved" | "rejected") {
  await db
    .update(contestEntries)
    .set({ photoStatus: status })
    .where(eq(contestEntries.id, entryId));
}
