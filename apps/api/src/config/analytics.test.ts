import { describe, expect, it } from "vitest";
import { loadConfig } from "./load";

describe("loadConfig: audience measurement", () => {
  it("measures first-party by default, 1 % of consenting visits recorded", () => {
    expect(loadConfig({}).analytics).toEqual({
      provider: "local",
      measurementId: undefined,
      recordingSample: 0.01,
    });
  });

  it("needs a GA4 measurement id for Google Analytics and refuses a malformed one", () => {
    expect(() => loadConfig({ ANALYTICS_PROVIDER: "google" })).toThrow(/GA_MEASUREMENT_ID/);
    expect(() =>
      loadConfig({ ANALYTICS_PROVIDER: "google", GA_MEASUREMENT_ID: "UA-1234-5" }),
    ).toThrow(/GA_MEASUREMENT_ID/);
    expect(
      loadConfig({ ANALYTICS_PROVIDER: "google", GA_MEASUREMENT_ID: "G-SPC2026" }).analytics,
    ).toEqual({ provider: "google", measurementId: "G-SPC2026", recordingSample: 0.01 });
  });

  it("keeps the recording share between 0 and 1", () => {
    expect(() => loadConfig({ SESSION_RECORDING_SAMPLE: "5" })).toThrow(/SESSION_RECORDING_SAMPLE/);
    expect(loadConfig({ SESSION_RECORDING_SAMPLE: "0" }).analytics.recordingSample).toBe(0);
  });
});
