import { OFFER_FILTERS, SORT_OPTIONS } from "@spc/shared";
import { describe, expect, it } from "vitest";
import { LISTING_FILTERS, LISTING_SORTS } from "./listing-vocabulary";

describe("the listing vocabulary spelled out for the browser", () => {
  it("matches the shared offer filters and sort options, in order", () => {
    expect(LISTING_FILTERS).toEqual(OFFER_FILTERS);
    expect(LISTING_SORTS).toEqual(SORT_OPTIONS);
  });
});
