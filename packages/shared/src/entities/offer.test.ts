import { describe, expect, it } from "vitest";
import { offerDetailSchema, offerSchema, offerSummarySchema } from "./offer";

const summary = {
  offer_id: 1,
  title_en: "15% off",
  title_fr: "15 % de rabais",
  online: true,
  in_store: false,
  is_spc_plus: false,
  is_limited_time: true,
  lto_start_date: "2025-06-01T04:00:00Z",
  lto_end_date: "2025-06-30T03:59:59Z",
  is_new_offer: false,
  is_new_partner: true,
  subcategory_ids: [3, 4],
  partner_id: 9,
  partner_name: "Shoe Co",
  views: 120,
  discount_rank: 15,
  start_date: "2025-05-01T00:00:00Z",
};

describe("offer summary", () => {
  it("parses a limited-time summary with snake_case fields", () => {
    expect(offerSummarySchema.parse(summary)).toEqual(summary);
  });

  it("accepts null LTO bounds for an offer without a window", () => {
    const parsed = offerSummarySchema.safeParse({
      ...summary,
      lto_start_date: null,
      lto_end_date: null,
    });
    expect(parsed.success).toBe(true);
  });

  it("refuses a date-only LTO bound, which would be ambiguous about the hour", () => {
    expect(offerSummarySchema.safeParse({ ...summary, lto_end_date: "2025-06-30" }).success).toBe(
      false,
    );
  });

  it("refuses negative views", () => {
    expect(offerSummarySchema.safeParse({ ...summary, views: -1 }).success).toBe(false);
  });
});

describe("offer detail", () => {
  const offer = {
    offer_id: 1,
    title_en: "15% off",
    title_fr: "15 % de rabais",
    is_limited_time: false,
    lto_start_date: null,
    lto_end_date: null,
    category: 2,
    is_spc_plus: true,
  };

  it("parses a bare offer", () => {
    expect(offerSchema.parse(offer)).toEqual(offer);
  });

  it("carries the legal text with the offer and the partner's url name", () => {
    const detail = {
      offer: { ...offer, legal: "Some **terms**" },
      partner: { partner_id: 9, partner_name: "Shoe Co", url_name: "shoe-co" },
    };
    expect(offerDetailSchema.parse(detail).partner.url_name).toBe("shoe-co");
  });

  it("accepts an offer without legal text as null", () => {
    const detail = {
      offer: { ...offer, legal: null },
      partner: { partner_id: 9, partner_name: "Shoe Co", url_name: "shoe-co" },
    };
    expect(offerDetailSchema.safeParse(detail).success).toBe(true);
  });
});
