import { describe, expect, it } from "vitest";
import { isLimitedTime, offerFetchFlags } from "./offers";

const lto = {
  is_limited_time: true,
  lto_start_date: "2025-06-01T04:00:00Z",
  lto_end_date: "2025-06-30T03:59:59Z",
};

describe("isLimitedTime", () => {
  it("is limited exactly at the start instant", () => {
    expect(isLimitedTime(lto, new Date("2025-06-01T04:00:00Z"))).toBe(true);
  });

  it("is limited exactly at the end instant", () => {
    expect(isLimitedTime(lto, new Date("2025-06-30T03:59:59Z"))).toBe(true);
  });

  it("is not limited a millisecond before the start or after the end", () => {
    expect(isLimitedTime(lto, new Date("2025-06-01T03:59:59.999Z"))).toBe(false);
    expect(isLimitedTime(lto, new Date("2025-06-30T03:59:59.001Z"))).toBe(false);
  });

  it("compares instants across offsets", () => {
    expect(isLimitedTime(lto, new Date("2025-05-31T23:30:00-04:00"))).toBe(false);
    expect(isLimitedTime(lto, new Date("2025-06-01T00:00:00-04:00"))).toBe(true);
  });

  it("is not limited without a start or end date", () => {
    expect(isLimitedTime({ ...lto, lto_start_date: null }, new Date("2025-06-10T00:00:00Z"))).toBe(
      false,
    );
    expect(isLimitedTime({ ...lto, lto_end_date: null }, new Date("2025-06-10T00:00:00Z"))).toBe(
      false,
    );
  });

  it("is not limited when the server flag is off, even inside the window", () => {
    expect(
      isLimitedTime({ ...lto, is_limited_time: false }, new Date("2025-06-10T00:00:00Z")),
    ).toBe(false);
  });

  it("is not limited with an unreadable bound", () => {
    expect(isLimitedTime({ ...lto, lto_end_date: "soon" }, new Date("2025-06-10T00:00:00Z"))).toBe(
      false,
    );
  });
});

describe("offerFetchFlags", () => {
  it("flags a delisted offer", () => {
    expect(offerFetchFlags("Offer delisted")).toEqual({ delisted: true, gone: false });
  });

  it("flags an expired or missing offer as gone", () => {
    expect(offerFetchFlags("Offer expired")).toEqual({ delisted: false, gone: true });
    expect(offerFetchFlags("Error: Offer not found (id 4)")).toEqual({
      delisted: false,
      gone: true,
    });
  });

  it("sets neither flag for other errors", () => {
    expect(offerFetchFlags("Network error")).toEqual({ delisted: false, gone: false });
    expect(offerFetchFlags(undefined)).toEqual({ delisted: false, gone: false });
  });
});
