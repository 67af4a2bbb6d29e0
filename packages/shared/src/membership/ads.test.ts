import { describe, expect, it } from "vitest";
import { adMatchesPage, canShowAd, recordsForTier } from "./ads";

describe("adMatchesPage", () => {
  it("shows deals ads on /deals only", () => {
    expect(adMatchesPage("deals", "/deals")).toBe(true);
    expect(adMatchesPage("deals", "/deals/")).toBe(true);
    expect(adMatchesPage("deals", "/deals/category/food")).toBe(false);
  });

  it("shows category ads on category pages, /spc-plus and /search/inStore", () => {
    expect(adMatchesPage("category", "/deals/category/food")).toBe(true);
    expect(adMatchesPage("category", "/spc-plus")).toBe(true);
    expect(adMatchesPage("category", "/search/inStore")).toBe(true);
    expect(adMatchesPage("category", "/deals")).toBe(false);
  });

  it("shows search ads on search pages except in-store", () => {
    expect(adMatchesPage("search", "/search")).toBe(true);
    expect(adMatchesPage("search", "/search/jeans?x=1")).toBe(true);
    expect(adMatchesPage("search", "/search/inStore")).toBe(false);
    expect(adMatchesPage("search", "/searching")).toBe(false);
  });
});

describe("recordsForTier", () => {
  const records = [
    { id: 1, is_spc_plus: true },
    { id: 2, is_spc_plus: false },
  ];

  it("gives plus users only plus records and others only non-plus ones", () => {
    expect(recordsForTier(records, true).map((r) => r.id)).toEqual([1]);
    expect(recordsForTier(records, false).map((r) => r.id)).toEqual([2]);
  });
});

describe("canShowAd", () => {
  const H = 60 * 60 * 1000;
  const now = new Date("2025-06-15T12:00:00Z");
  const t = now.getTime();
  const record = { id: 4, display_cooldown_hours: 24, display_count: 2, display_period: 7 };

  it("shows a record never shown before", () => {
    expect(canShowAd(record, [], now)).toBe(true);
  });

  it("waits out the cooldown, shown again exactly when it ends", () => {
    expect(canShowAd(record, [{ id: 4, timestamp: t - 23 * H }], now)).toBe(false);
    expect(canShowAd(record, [{ id: 4, timestamp: t - 24 * H }], now)).toBe(true);
  });

  it("stops at display_count shows within the period", () => {
    const shows = [
      { id: 4, timestamp: t - 48 * H },
      { id: 4, timestamp: t - 100 * H },
    ];
    expect(canShowAd(record, shows, now)).toBe(false);
  });

  it("forgets shows older than the period", () => {
    const shows = [
      { id: 4, timestamp: t - 48 * H },
      { id: 4, timestamp: t - 8 * 24 * H },
    ];
    expect(canShowAd(record, shows, now)).toBe(true);
  });

  it("ignores shows of other records", () => {
    expect(canShowAd(record, [{ id: 5, timestamp: t - H }], now)).toBe(true);
  });

  it("treats a zero count as unlimited and a zero period as all history", () => {
    const old = [{ id: 4, timestamp: t - 400 * 24 * H }];
    expect(
      canShowAd({ ...record, display_count: 0 }, [{ id: 4, timestamp: t - 30 * H }], now),
    ).toBe(true);
    expect(canShowAd({ ...record, display_period: 0, display_count: 1 }, old, now)).toBe(false);
  });
});
