import { describe, expect, it } from "vitest";
import { buildUtmRecord, isUtmExpired, utmHeaderValue } from "./utm";

const now = new Date("2025-06-01T12:00:00.000Z");

describe("buildUtmRecord", () => {
  it("keeps the utm parameters and a 7-day window", () => {
    expect(buildUtmRecord({ utm_source: "tiktok", utm_campaign: "bts", q: "shoes" }, now)).toEqual({
      utm_source: "tiktok",
      utm_campaign: "bts",
      start_date: "2025-06-01T12:00:00.000Z",
      expiry_date: "2025-06-08T12:00:00.000Z",
    });
  });

  it("gives null for a link without utm parameters or with blank ones", () => {
    expect(buildUtmRecord({ q: "shoes" }, now)).toBeNull();
    expect(buildUtmRecord({ utm_source: "  " }, now)).toBeNull();
  });
});

describe("isUtmExpired", () => {
  const record = { expiry_date: "2025-06-08T12:00:00.000Z" };

  it("is valid a millisecond before expiry and expired at it", () => {
    expect(isUtmExpired(record, new Date("2025-06-08T11:59:59.999Z"))).toBe(false);
    expect(isUtmExpired(record, new Date("2025-06-08T12:00:00.000Z"))).toBe(true);
  });

  it("treats an unreadable expiry as expired", () => {
    expect(isUtmExpired({ expiry_date: "later" }, now)).toBe(true);
  });
});

describe("utmHeaderValue", () => {
  const record = buildUtmRecord({ utm_source: "ig" }, now)!;

  it("sends the record as JSON when a token exists", () => {
    expect(JSON.parse(utmHeaderValue(record, "t", now)!)).toEqual(record);
  });

  it("sends nothing without a token, without a record or once expired", () => {
    expect(utmHeaderValue(record, null, now)).toBeNull();
    expect(utmHeaderValue(null, "t", now)).toBeNull();
    expect(utmHeaderValue(record, "t", new Date("2025-06-09T00:00:00Z"))).toBeNull();
  });
});
