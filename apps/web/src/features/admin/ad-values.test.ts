import type { AdminAd } from "@spc/shared";
import { describe, expect, it } from "vitest";
import { adFormSchema, adValues, pictureCount, toPopupRecord } from "./ad-values";

const AD: AdminAd = {
  id: 4,
  is_spc_plus: false,
  is_clickable: true,
  url_en: "https://example.com/en",
  url_fr: "https://example.com/fr",
  title_en: "Spring sale",
  title_fr: "Soldes du printemps",
  description_en: "Up to 30% off",
  description_fr: "Jusqu’à 30 % de rabais",
  text_en: "Shop",
  text_fr: "Magasiner",
  image_alt_en: "A bicycle",
  image_alt_fr: "Un vélo",
  display_page: "deals",
  display_period: 7,
  display_cooldown_hours: 12,
  display_count: 2,
  is_active: false,
  image_en: "/media/ads/a.webp",
  image_fr: "/media/ads/b.webp",
  image_mobile_en: "",
  image_mobile_fr: "/media/ads/d.webp",
  created_at: "2026-11-01T00:00:00.000Z",
};

describe("ad values", () => {
  it("turns a stored ad into the form and back into the shared body", () => {
    const body = adFormSchema.parse(adValues(AD));
    expect(body).toMatchObject({
      display_period: 7,
      display_cooldown_hours: 12,
      url_fr: AD.url_fr,
    });
  });

  it("refuses a period that is not a number, and turns empty links into none", () => {
    expect(adFormSchema.safeParse({ ...adValues(AD), display_period: "a week" }).success).toBe(
      false,
    );
    expect(adFormSchema.parse({ ...adValues(AD), url_en: " " }).url_en).toBeNull();
  });

  it("gives the public pop-up its record (the spec's English names) and counts pictures", () => {
    const record = toPopupRecord(AD);
    expect(record.title).toBe("Spring sale");
    expect(record.title_fr).toBe("Soldes du printemps");
    expect(record.text).toBe("Shop");
    expect(record.description).toBe("Up to 30% off");
    expect(pictureCount(AD)).toBe(3);
  });
});
