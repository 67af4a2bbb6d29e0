import { describe, expect, it } from "vitest";
import { orderAttribution, signUpTracking, utmFromHeader } from "./utm-header";

const NOW = new Date("2026-11-27T12:00:00Z");
const RECORD = {
  utm_source: "instagram",
  utm_campaign: "rentrée-2026",
  start_date: "2026-11-25T12:00:00.000Z",
  expiry_date: "2026-12-02T12:00:00.000Z",
};

describe("utmFromHeader", () => {
  it("reads the record the web sends, escaped to ASCII", () => {
    const header = JSON.stringify(RECORD).replace(
      /[\u0080-\uffff]/g,
      (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
    );
    expect(utmFromHeader(header, NOW)).toEqual(RECORD);
  });

  it("ignores what is absent, not JSON, not a record, or expired", () => {
    expect(utmFromHeader(undefined, NOW)).toBeNull();
    expect(utmFromHeader(["a", "b"], NOW)).toBeNull();
    expect(utmFromHeader("{not json", NOW)).toBeNull();
    expect(utmFromHeader(JSON.stringify({ utm_source: "x" }), NOW)).toBeNull();
    expect(
      utmFromHeader(JSON.stringify({ ...RECORD, expiry_date: "2026-11-27T11:59:59Z" }), NOW),
    ).toBeNull();
    expect(utmFromHeader(JSON.stringify({ ...RECORD, utm_source: "x".repeat(300) }), NOW)).toBe(
      null,
    );
  });
});

describe("signUpTracking", () => {
  it("prefers the body's record, falls back to the header's, and is null without either", () => {
    const other = { ...RECORD, utm_source: "newsletter" };
    expect(signUpTracking({ utm: other }, RECORD)).toEqual({ utm: other });
    expect(signUpTracking(undefined, RECORD)).toEqual({ utm: RECORD });
    expect(signUpTracking({}, null)).toBeNull();
  });
});

describe("orderAttribution", () => {
  it("keeps the source, medium and campaign of a valid header, and nothing of a bad one", () => {
    expect(orderAttribution(JSON.stringify(RECORD), NOW)).toEqual({
      utmSource: "instagram",
      utmMedium: null,
      utmCampaign: "rentrée-2026",
    });
    expect(
      orderAttribution(
        JSON.stringify({ ...RECORD, utm_source: undefined, utm_campaign: undefined }),
        NOW,
      ),
    ).toBeNull();
    expect(orderAttribution("{not json", NOW)).toBeNull();
    expect(orderAttribution(undefined, NOW)).toBeNull();
  });
});
