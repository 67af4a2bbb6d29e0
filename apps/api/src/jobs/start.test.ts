import { describe, expect, it } from "vitest";
import { DEFAULT_RENEWAL_INTERVAL_MS, renewalIntervalMs } from "./start";

describe("renewal scheduler interval", () => {
  it("defaults to an hour, off under tests, 0 disables, garbage refused", () => {
    expect(renewalIntervalMs({ NODE_ENV: "production" })).toBe(DEFAULT_RENEWAL_INTERVAL_MS);
    expect(renewalIntervalMs({ NODE_ENV: "test" })).toBe(0);
    expect(renewalIntervalMs({ RENEWAL_INTERVAL_MS: "0" })).toBe(0);
    expect(renewalIntervalMs({ RENEWAL_INTERVAL_MS: "60000" })).toBe(60_000);
    expect(() => renewalIntervalMs({ RENEWAL_INTERVAL_MS: "soon" })).toThrow(/RENEWAL_INTERVAL_MS/);
  });
});
