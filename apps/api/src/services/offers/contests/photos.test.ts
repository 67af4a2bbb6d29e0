import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { CONTEST_PHOTO_MAX_BYTES } from "@spc/shared";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contests, profiles } from "../../../db/schema";
import { createMember, type TestMember } from "../../../testing/members";
import { useTestApp } from "../../../testing/use-test-app";
import { reviewPhoto } from "../../contests";

// Photo entries (decision 0039): type from the bytes, size capped, EXIF/GPS removed, private until
// approved. Files go to a temporary DATA_DIR (the local storage adapter).

const dataDir = mkdtempSync(path.join(tmpdir(), "spc-contest-photos-"));
const ctx = useTestApp({ env: { DATA_DIR: dataDir } });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const URL = "/api/offers/contest/travel-photo/photo";

/** A small JPEG carrying an EXIF block with a GPS position. */
function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: "#3366aa" } })
    .jpeg()
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Phone 1" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "45/1 30/1 1234/100",
        GPSLongitudeRef: "W",
        GPSLongitude: "73/1 34/1 5678/100",
      },
    })
    .toBuffer();
}

function upload(who: TestMember, payload: Buffer, contentType = "image/jpeg") {
  return ctx.app().inject({
    method: "POST",
    url: URL,
    payload,
    headers: { ...who.headers, "content-type": contentType },
  });
}

async function plusMember(): Promise<TestMember> {
  return createMember(ctx.app(), { cards: [{ cobrand: "cibc" }] });
}

beforeAll(async () => {
  // Open the (upcoming) travel-photo contest for these tests.
  await ctx
    .app()
    .database.db.update(contests)
    .set({ opensAt: new Date(Date.now() - 86_400_000) })
    .where(eq(contests.contestId, "travel-photo"));
});

describe("photo entries", () => {
  it("refuses a renamed non-image, whatever its content type says", async () => {
    const member = await plusMember();
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n");
    const response = await upload(member, pdf, "image/jpeg");
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe("unsupported_media_type");
    const octets = await upload(
      member,
      Buffer.from("GIF89a not really"),
      "application/octet-stream",
    );
    expect(octets.statusCode).toBe(415);
  });

  it("refuses an oversize file", async () => {
    const member = await plusMember();
    const big = Buffer.alloc(CONTEST_PHOTO_MAX_BYTES + 1, 0xff);
    const response = await upload(member, big);
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe("payload_too_large");
  });

  it("needs a plus member for the plus-only contest", async () => {
    const member = await createMember(ctx.app(), { cards: [{}] });
    const response = await upload(member, await jpegWithGps());
    expect(response.statusCode).toBe(403);
    expect(response.json().error.details.reason).toBe("audience");
  });

  it("removes EXIF and GPS, keeps the photo private until approved, then shows it", async () => {
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif?.includes(Buffer.from("PhoneMaker"))).toBe(true);

    const member = await plusMember();
    const response = await upload(member, original);
    expect(response.statusCode).toBe(201);
    const entry = response.json().entry;
    expect(entry.photo_status).toBe("pending");
    // A second upload is the same entry.
    expect((await upload(member, original)).json()).toMatchObject({ created: false, entry });

    const own = await ctx.app().inject({
      url: `/api/offers/contest/photo/${entry.id}`,
      headers: member.headers,
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers["content-type"]).toBe("image/jpeg");
    const stored = own.rawPayload;
    const metadata = await sharp(stored).metadata();
    expect(metadata.format).toBe("jpeg");
    expect(metadata.exif).toBeUndefined();
    expect(stored.includes(Buffer.from("PhoneMaker"))).toBe(false);
    expect(stored.includes(Buffer.from("GPS"))).toBe(false);

    const stranger = await createMember(ctx.app());
    const hidden = await ctx.app().inject({
      url: `/api/offers/contest/photo/${entry.id}`,
      headers: stranger.headers,
    });
    expect(hidden.statusCode).toBe(404);
    const pageBefore = await ctx.app().inject({
      url: "/api/offers/contestPage",
      headers: { contest_id: "travel-photo" },
    });
    expect(pageBefore.json().photos).toEqual([]);

    await reviewPhoto(ctx.app().database.db, entry.id, "approved");
    const visitor = await ctx.app().inject({ url: `/api/offers/contest/photo/${entry.id}` });
    expect(visitor.statusCode).toBe(200);
    const pageAfter = await ctx.app().inject({
      url: "/api/offers/contestPage",
      headers: { contest_id: "travel-photo" },
    });
    expect(pageAfter.json().photos).toEqual([
      { entry_id: entry.id, url: `/api/offers/contest/photo/${entry.id}` },
    ]);
  });

  it("refuses a photo for a contest that takes none", async () => {
    const member = await plusMember();
    await ctx
      .app()
      .database.db.update(profiles)
      .set({ birthDate: "2000-01-01" })
      .where(eq(profiles.userId, member.userId));
    const response = await ctx.app().inject({
      method: "POST",
      url: "/api/offers/contest/12-days-giveaways/photo",
      payload: await jpegWithGps(),
      headers: { ...member.headers, "content-type": "image/jpeg" },
    });
    expect(response.statusCode).toBe(403);
  });
});
