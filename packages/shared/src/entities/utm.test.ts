import { describe, expect, it } from "vitest";
import { trackingSchema, UTM_PARAMS, utmRecordSchema } from "./utm";

describe("utm record", () => {
  it("accepts any subset of utm fields with its window", () => {
    const r = {
      utm_source: "instagram",
      start_date: "2025-01-01T00:00:00Z",
      expiry_date: "2025-01-08T00:00:00Z",
    };
    expect(utmRecordSchema.parse(r)).toEqual(r);
  });

  it("refuses a record without its window", () => {
    expect(utmRecordSchema.safeParse({ utm_source: "x" }).success).toBe(false);
  });

  it("bounds each value and drops what tracking does not know", () => {
    const window = { start_date: "2025-01-01T00:00:00Z", expiry_date: "2025-01-08T00:00:00Z" };
    expect(utmRecordSchema.safeParse({ ...window, utm_source: "x".repeat(201) }).success).toBe(
      false,
    );
    expect(
      trackingSchema.parse({ utm: { ...window, utm_source: " mail " }, referrer: "anything" }),
    ).toEqual({ utm: { ...window, utm_source: "mail" } });
  });

  it("lists the six utm parameters including utm_code", () => {
    expect(UTM_PARAMS).toHaveLength(6);
    expect(UTM_PARAMS).toContain("utm_code");
  });
});
