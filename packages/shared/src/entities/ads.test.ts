import { describe, expect, it } from "vitest";
import { adsModalRecordSchema, clickRecordSchema, emailOptRecordSchema } from "./ads";

const ad = {
  id: 4,
  is_spc_plus: false,
  is_clickable: true,
  url_en: "https://example.com/en",
  url_fr: "https://example.com/fr",
  image_en: "ad-en.png",
  image_fr: "ad-fr.png",
  image_mobile_en: "ad-m-en.png",
  image_mobile_fr: "ad-m-fr.png",
  image_alt_en: "A backpack",
  image_alt_fr: "Un sac à dos",
  title: "Back to school",
  title_fr: "La rentrée",
  description: "",
  description_fr: "",
  text: "",
  text_fr: "",
  display_page: "deals",
  display_period: 7,
  display_cooldown_hours: 24,
  display_count: 2,
};

describe("ads and e-mail opt records", () => {
  it("parses an ads record", () => {
    expect(adsModalRecordSchema.parse(ad)).toEqual(ad);
  });

  it("parses an e-mail opt record with the same shape", () => {
    expect(emailOptRecordSchema.safeParse({ ...ad, display_page: "search" }).success).toBe(true);
  });

  it("lets an e-mail opt record show on every page, and only it", () => {
    expect(emailOptRecordSchema.safeParse({ ...ad, display_page: "all" }).success).toBe(true);
    expect(adsModalRecordSchema.safeParse({ ...ad, display_page: "all" }).success).toBe(false);
  });

  it("refuses a display page other than deals, category or search", () => {
    expect(adsModalRecordSchema.safeParse({ ...ad, display_page: "home" }).success).toBe(false);
  });

  it("refuses a record without its French copy or its pictures' alt text", () => {
    for (const field of ["title_fr", "description_fr", "text_fr", "image_alt_en", "image_alt_fr"]) {
      const { [field as keyof typeof ad]: _, ...partial } = ad;
      expect({ field, ok: adsModalRecordSchema.safeParse(partial).success }).toEqual({
        field,
        ok: false,
      });
    }
  });

  it("accepts a non-clickable record without urls", () => {
    const record = { ...ad, is_clickable: false, url_en: null, url_fr: null };
    expect(adsModalRecordSchema.safeParse(record).success).toBe(true);
  });
});

describe("click record", () => {
  it("stores the timestamp as epoch milliseconds", () => {
    expect(clickRecordSchema.safeParse({ id: 4, timestamp: 1_750_000_000_000 }).success).toBe(true);
    expect(clickRecordSchema.safeParse({ id: 4, timestamp: "2025-01-01" }).success).toBe(false);
  });
});
