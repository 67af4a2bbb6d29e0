import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";

describe("renewal policy (config.renewals)", () => {
  it("runs hourly by default, is off under tests, 0 disables, garbage is refused", () => {
    expect(loadConfig({ NODE_ENV: "development" }).renewals.intervalMs).toBe(3_600_000);
    expect(loadConfig({ NODE_ENV: "test" }).renewals.intervalMs).toBe(0);
    expect(loadConfig({ RENEWAL_INTERVAL_MS: "0" }).renewals.intervalMs).toBe(0);
    expect(loadConfig({ RENEWAL_INTERVAL_MS: "60000" }).renewals.intervalMs).toBe(60_000);
    expect(() => loadConfig({ RENEWAL_INTERVAL_MS: "soon" })).toThrow(/RENEWAL_INTERVAL_MS/);
  });

  it("charges 7 days ahead and retries 1, 3 and 7 days after a decline unless told otherwise", () => {
    const defaults = loadConfig({}).renewals;
    expect(defaults.leadDays).toBe(7);
    expect(defaults.retryDays).toEqual([1, 3, 7]);
    const custom = loadConfig({ RENEWAL_LEAD_DAYS: "3", RENEWAL_RETRY_DAYS: "2, 5" }).renewals;
    expect(custom).toMatchObject({ leadDays: 3, retryDays: [2, 5] });
    expect(loadConfig({ RENEWAL_RETRY_DAYS: "none" }).renewals.retryDays).toEqual([]);
  });

  it("refuses a retry list that is not increasing positive days", () => {
    expect(() => loadConfig({ RENEWAL_RETRY_DAYS: "3,1" })).toThrow(/RENEWAL_RETRY_DAYS/);
    expect(() => loadConfig({ RENEWAL_RETRY_DAYS: "0,2" })).toThrow(/RENEWAL_RETRY_DAYS/);
    expect(() => loadConfig({ RENEWAL_RETRY_DAYS: "daily" })).toThrow(/RENEWAL_RETRY_DAYS/);
  });
});
