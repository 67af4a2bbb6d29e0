import { describe, expect, it } from "vitest";
import { partnerSummary } from "../../test/offer-card";
import { OfferFetchError } from "./api/get-offer";
import type { OfferCardData, OfferDetailData, PartnerOffers } from "./api/types";
import { offerForwardTarget, partnerDealsTarget, partnerTagsTarget } from "./partner-redirect";

const partner = partnerSummary();
const card = (offer_id: number) => ({ offer_id }) as OfferCardData;
const found = (...ids: number[]): PartnerOffers => ({ partner, data: ids.map(card) });

describe("/deals/:partnerUrlName", () => {
  it("sends the bank partner to /cibc, whatever its offers", () => {
    expect(partnerDealsTarget("cibc", found(12, 13))).toBe("/cibc");
    expect(partnerDealsTarget("CIBC", null)).toBe("/cibc");
  });

  it("opens the only active offer of a partner", () => {
    expect(partnerDealsTarget("maple-slice-pizza", found(1))).toBe(
      "/deals/maple-slice-pizza/offer/1?source=partner",
    );
  });

  it("searches for the partner's name when it has several offers or none", () => {
    expect(partnerDealsTarget("maple-slice-pizza", found(1, 2))).toBe(
      "/search/Maple%20Slice%20Pizza",
    );
    expect(partnerDealsTarget("maple-slice-pizza", found())).toBe("/search/Maple%20Slice%20Pizza");
  });

  it("searches for the slug as words when the partner is unknown", () => {
    expect(partnerDealsTarget("urban-moose", null)).toBe("/search/urban%20moose");
  });
});

describe("/partner/:name", () => {
  it("sends the bank partner to /cibc", () => {
    expect(partnerTagsTarget("cibc", null)).toBe("/cibc");
  });

  it("shows a partner's deals rather than a tag search that finds nothing", () => {
    expect(partnerTagsTarget("maple-slice-pizza", found(1, 2))).toBe(
      "/search/Maple%20Slice%20Pizza",
    );
    expect(partnerTagsTarget("maple-slice-pizza", found(1))).toBe(
      "/deals/maple-slice-pizza/offer/1?source=partner",
    );
  });

  it("searches a name that is no partner's as a tag", () => {
    expect(partnerTagsTarget("pizza", null)).toBe("/search?tags=pizza");
  });
});

describe("/deals/offer/:id", () => {
  const detail = { partner, offer: {} } as unknown as OfferDetailData;

  it("moves to the canonical offer page and keeps the source", () => {
    expect(offerForwardTarget("1", { data: detail }, "home")).toBe(
      "/deals/maple-slice-pizza/offer/1?source=home",
    );
    expect(offerForwardTarget("1", { data: detail }, null)).toBe(
      "/deals/maple-slice-pizza/offer/1",
    );
  });

  it("goes to the partner named by the error, else to /deals", () => {
    const delisted = new OfferFetchError(410, "offer_delisted", "Offer delisted", "urban-moose");
    expect(offerForwardTarget("7", { error: delisted }, null)).toBe("/deals/urban-moose");
    const missing = new OfferFetchError(404, "offer_not_found", "Offer not found", null);
    expect(offerForwardTarget("999", { error: missing }, null)).toBe("/deals");
    expect(offerForwardTarget("999", { error: new Error("x") }, null)).toBe("/deals");
  });
});
