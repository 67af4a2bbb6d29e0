import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { limitBytes } from "./limited-stream";

describe("limitBytes", () => {
  it("passes a body up to the limit unchanged", async () => {
    expect(await text(Readable.from(["abc", "de"]).pipe(limitBytes(5)))).toBe("abcde");
  });

  it("fails with payload_too_large one byte past the limit", async () => {
    await expect(text(Readable.from(["abc", "def"]).pipe(limitBytes(5)))).rejects.toMatchObject({
      code: "payload_too_large",
    });
  });
});
