import { describe, expect, it } from "vitest";
import type { AdDisplayPage, AdsModalRecord } from "../entities/ads";
import { adInLanguage, adMatchesPage, canShowAd, recordsForTier } from "./ads";

describe("adMatchesPage", () => {
  // Spec §2.9, page by page: which display_page may pop up there.
  const PAGES: [string, AdDisplayPage | null][] = [
    ["/deals", "deals"],
    ["/deals?category=3", "deals"],
    ["/deals/category/food-and-drink", "category"],
    ["/spc-plus", "category"],
    ["/search/inStore", "category"],
    ["/search/inStore?postal=H2X1Y4", "category"],
    ["/search", "search"],
    ["/search/jeans", "search"],
    ["/search/pizza?sort=new", "search"],
    // Not display pages: home, an offer, a partner, the categories list, other lists.
    ["/", null],
    ["/deals/maple-slice-pizza/offer/1", null],
    ["/deals/offer/1", null],
    ["/deals/maple-slice-pizza", null],
    ["/categories", null],
    ["/plus-offers", null],
    ["/trending", null],
    ["/searching", null],
    // Paths no route shows (the not-found page) are not display pages either.
    ["/deals/category/food/extra", null],
    ["/search/inStore/extra", null],
  ];
  const DISPLAY_PAGES: AdDisplayPage[] = ["deals", "category", "search"];

  // The web strips a language marker before it routes (spec §2.1): /fr/deals is /deals in French.
  const addresses = (path: string) => {
    const [bare = "", query] = path.split("?");
    const q = query === undefined ? "" : `?${query}`;
    return [
      path,
      `/fr${bare === "/" ? "" : bare}${q}`,
      `/en${bare}${q}`,
      `${bare === "/" ? "" : bare}/fr/${q}`,
    ];
  };

  it.each(PAGES)("on %s shows the %s ads, in either language", (path, expected) => {
    for (const address of addresses(path)) {
      for (const page of DISPLAY_PAGES) {
        expect({ address, page, shows: adMatchesPage(page, address) }).toEqual({
          address,
          page,
          shows: page === expected,
        });
      }
    }
  });

  it("reads a trailing slash as the page itself", () => {
    expect(adMatchesPage("deals", "/deals/")).toBe(true);
    expect(adMatchesPage("search", "/fr/search/")).toBe(true);
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

describe("adInLanguage", () => {
  const record: AdsModalRecord = {
    id: 1,
    is_spc_plus: false,
    is_clickable: true,
    url_en: "/deals/category/tech",
    url_fr: "/deals/category/tech?lang=fr",
    image_en: "/en.svg",
    image_fr: "/fr.svg",
    image_mobile_en: "/m-en.svg",
    image_mobile_fr: "/m-fr.svg",
    image_alt_en: "A laptop",
    image_alt_fr: "Un ordinateur portable",
    title: "Tech deals",
    title_fr: "Aubaines techno",
    description: "Laptops for less.",
    description_fr: "Des portables pour moins cher.",
    text: "Shop tech",
    text_fr: "Voir les aubaines",
    display_page: "category",
    display_period: 0,
    display_cooldown_hours: 0,
    display_count: 0,
  };

  it("gives an English viewer the spec's fields, which hold the English copy", () => {
    expect(adInLanguage(record, "en")).toEqual({
      title: "Tech deals",
      description: "Laptops for less.",
      text: "Shop tech",
      url: "/deals/category/tech",
      image: "/en.svg",
      imageMobile: "/m-en.svg",
      imageAlt: "A laptop",
    });
  });

  it("gives a French viewer every French field and no English one", () => {
    expect(adInLanguage(record, "fr")).toEqual({
      title: "Aubaines techno",
      description: "Des portables pour moins cher.",
      text: "Voir les aubaines",
      url: "/deals/category/tech?lang=fr",
      image: "/fr.svg",
      imageMobile: "/m-fr.svg",
      imageAlt: "Un ordinateur portable",
    });
  });

  it("has no link when the record is not clickable or has no address in that language", () => {
    expect(adInLanguage({ ...record, is_clickable: false }, "en").url).toBeNull();
    expect(adInLanguage({ ...record, url_fr: null }, "fr").url).toBeNull();
    expect(adInLanguage({ ...record, url_fr: "" }, "fr").url).toBeNull();
  });
});
