import type { OfferCardData, PartnerOffers } from "../features/offers";

/** A listing card as the API sends it (an online deal of partner `id`), for component tests. */
export function offerCard(id: number, overrides: Partial<OfferCardData> = {}): OfferCardData {
  return {
    offer_id: id,
    title_en: `Deal ${id}`,
    title_fr: `Rabais ${id}`,
    online: true,
    in_store: false,
    is_spc_plus: false,
    is_limited_time: false,
    lto_start_date: null,
    lto_end_date: null,
    is_new_offer: false,
    is_new_partner: false,
    subcategory_ids: [],
    partner_id: id,
    partner_name: `Partner ${id}`,
    views: 0,
    discount_rank: 0,
    start_date: "2026-01-01T00:00:00.000Z",
    partner_url_name: `partner-${id}`,
    partner_logo_url: null,
    category_id: 1,
    image_url: null,
    discount_label_en: null,
    discount_label_fr: null,
    distance_km: null,
    ...overrides,
  };
}

/** The partner block of an offer or partner answer (the seeded pizza partner), for component tests. */
export function partnerSummary(
  overrides: Partial<PartnerOffers["partner"]> = {},
): PartnerOffers["partner"] {
  return {
    partner_id: 3,
    partner_name: "Maple Slice Pizza",
    url_name: "maple-slice-pizza",
    description_en: "",
    description_fr: "",
    logo_url: null,
    website_url: null,
    ...overrides,
  };
}
