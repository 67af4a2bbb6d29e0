import { afterEach, describe, expect, it } from "vitest";
import { GATE_QUIET_DAYS, gateDelay, gateShownRecently, rememberGateShown } from "./gate-rule";

describe("the linking gate's timing (spec §2.9; decision 0046)", () => {
  afterEach(() => window.localStorage.clear());

  it("fires 5000 ms after the start, at once when that has passed", () => {
    expect(gateDelay(0)).toBe(5000);
    expect(gateDelay(1200)).toBe(3800);
    expect(gateDelay(9000)).toBe(0);
  });

  it("stays away for GATE_QUIET_DAYS after it showed in this browser", () => {
    const shown = new Date("2026-11-27T10:00:00Z");
    const day = 24 * 60 * 60 * 1000;
    expect(gateShownRecently(shown)).toBe(false);
    rememberGateShown(shown);
    expect(gateShownRecently(new Date(shown.getTime() + day))).toBe(true);
    expect(gateShownRecently(new Date(shown.getTime() + GATE_QUIET_DAYS * day))).toBe(false);
  });
});
