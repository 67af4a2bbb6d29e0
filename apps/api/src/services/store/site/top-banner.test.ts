import { describe, expect, it, vi } from "vitest";
import type { Db } from "../../../db/client";
import { cachedTopBannerStatus, TOP_BANNER_CACHE_MS } from "./top-banner";

/** A stand-in database answering the campaign query with `rows`, counting its reads. */
function fakeDb(rows: () => unknown[]) {
  const reads = vi.fn();
  const chain = {
    select: () => chain,
    from: () => chain,
    where: () => chain,
    orderBy: () => chain,
    limit: async () => {
      reads();
      return rows();
    },
  };
  return { db: chain as unknown as Db, reads };
}

const ends = new Date("2030-06-30T00:00:00Z");
const campaign = {
  code: "JUNE20",
  discountType: "percent",
  discountValue: 20,
  endsAt: ends,
};

describe("cachedTopBannerStatus (decision 0050)", () => {
  it("reads the campaign once a minute whatever the traffic", async () => {
    const { db, reads } = fakeDb(() => [campaign]);
    let now = Date.parse("2030-06-01T00:00:00Z");
    const status = cachedTopBannerStatus(db, () => now);
    const [a, b] = await Promise.all([status(), status()]);
    expect(a).toEqual({
      show: true,
      promo_code: "JUNE20",
      discount: { type: "percent", value: 20 },
      ends_at: ends.toISOString(),
    });
    expect(b).toEqual(a);
    now += TOP_BANNER_CACHE_MS - 1;
    await status();
    expect(reads).toHaveBeenCalledTimes(1);
    now += 1;
    await status();
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it("reads again when the campaign ends, and keeps the last answer when a read fails", async () => {
    let fail = false;
    const { db, reads } = fakeDb(() => {
      if (fail) throw new Error("down");
      return [campaign];
    });
    let now = ends.getTime() - 1000;
    const status = cachedTopBannerStatus(db, () => now);
    await status();
    now = ends.getTime();
    fail = true;
    expect((await status()).promo_code).toBe("JUNE20");
    expect(reads).toHaveBeenCalledTimes(2);
  });
});
