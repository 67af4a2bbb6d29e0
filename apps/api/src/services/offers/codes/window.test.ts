import { describe, expect, it } from "vitest";
import { windowState } from "./window";

const start = new Date("2026-11-20T05:00:00.000Z");
const end = new Date("2026-11-27T04:59:59.000Z");
const lto = { isLimitedTime: true, ltoStartDate: start, ltoEndDate: end };
const at = (ms: number) => new Date(ms);

describe("windowState", () => {
  it("is open from the first to the last instant of the window, both included", () => {
    expect(windowState(lto, start)).toBe("open");
    expect(windowState(lto, end)).toBe("open");
  });

  it("has not started one millisecond before the window", () => {
    expect(windowState(lto, at(start.getTime() - 1))).toBe("not_started");
  });

  it("has ended one millisecond after the window", () => {
    expect(windowState(lto, at(end.getTime() + 1))).toBe("ended");
  });

  it("never closes an offer that is not limited-time or has no complete window", () => {
    const later = at(end.getTime() + 86_400_000);
    expect(windowState({ ...lto, isLimitedTime: false }, later)).toBe("open");
    expect(windowState({ ...lto, ltoEndDate: null }, later)).toBe("open");
    expect(windowState({ ...lto, ltoStartDate: null }, at(0))).toBe("open");
  });
});
