import type { AdsModalRecord } from "@spc/shared";
import { describe, expect, it } from "vitest";
import { pickAd, readShows, recordShow } from "./ads-rules";

const ad = (id: number, overrides: Partial<AdsModalRecord> = {}): AdsModalRecord => ({
  id,
  is_spc_plus: false,
  is_clickable: true,
  url_en: "https://example.com",
  url_fr: "https://example.com/fr",
  image_en: "/a.png",
  image_fr: "/a-fr.png",
  image_mobile_en: "/a-m.png",
  image_mobile_fr: "/a-m-fr.png",
  image_alt_en: "A picture",
  image_alt_fr: "Une image",
  title: "Ad",
  title_fr: "Pub",
  description: "",
  description_fr: "",
  text: "",
  text_fr: "",
  display_page: "deals",
  display_period: 7,
  display_cooldown_hours: 24,
  display_count: 2,
  ...overrides,
});
const now = new Date("2026-03-01T12:00:00Z");

describe("choosing an ads pop-up", () => {
  it("takes the viewer's tier and the page's display_page into account", () => {
    const records = [ad(1, { is_spc_plus: true }), ad(2, { display_page: "search" }), ad(3)];
    expect(pickAd(records, "/deals", false, [], now)?.id).toBe(3);
    expect(pickAd(records, "/deals", true, [], now)?.id).toBe(1);
    expect(pickAd(records, "/search/pizza", false, [], now)?.id).toBe(2);
    expect(pickAd(records, "/search/inStore", false, [], now)).toBeNull();
    expect(
      pickAd([ad(4, { display_page: "category" })], "/search/inStore", false, [], now)?.id,
    ).toBe(4);
  });

  it("respects the cooldown and the count per period", () => {
    const hour = 60 * 60 * 1000;
    const recent = [{ id: 3, timestamp: now.getTime() - 2 * hour }];
    expect(pickAd([ad(3)], "/deals", false, recent, now)).toBeNull();
    const twice = [
      { id: 3, timestamp: now.getTime() - 50 * hour },
      { id: 3, timestamp: now.getTime() - 30 * hour },
    ];
    expect(pickAd([ad(3)], "/deals", false, twice, now)).toBeNull();
    expect(pickAd([ad(3, { display_count: 3 })], "/deals", false, twice, now)?.id).toBe(3);
  });

  it("remembers shows locally", () => {
    recordShow(3, now);
    expect(readShows()).toEqual([{ id: 3, timestamp: now.getTime() }]);
  });
});
