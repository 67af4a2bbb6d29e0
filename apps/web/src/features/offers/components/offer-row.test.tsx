import { fireEvent, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render";
import type { OfferCardData } from "../api/types";
import { OfferRow } from "./offer-row";

function card(id: number): OfferCardData {
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
    category_id: 1,
    image_url: null,
    discount_label_en: null,
    discount_label_fr: null,
    distance_km: null,
  };
}

/** The cards shown: one title link each (badges are list items too). */
const cardsIn = (row: HTMLElement) => within(row).getAllByRole("link", { name: /^Deal \d+$/ });

const TWELVE = Array.from({ length: 12 }, (_, index) => card(index + 1));
const initialWidth = window.innerWidth;

function showRow(width: number) {
  // The row reads the screen's width to know how many cards sit side by side.
  Object.defineProperty(window, "innerWidth", { configurable: true, value: width });
  renderWithProviders(
    <MemoryRouter>
      <OfferRow id="row" title="Trending" offers={TWELVE} isPending={false} source="trending" />
    </MemoryRouter>,
  );
  return screen.getByRole("region", { name: /Trending/ });
}

afterEach(() => {
  Object.defineProperty(window, "innerWidth", { configurable: true, value: initialWidth });
});

describe("OfferRow", () => {
  it("renders only the cards a phone shows side by side until the row is scrolled", async () => {
    const row = showRow(412);
    expect(cardsIn(row)).toHaveLength(2);
    expect(within(row).getByRole("link", { name: "Deal 1" })).toBeTruthy();

    fireEvent.scroll(within(row).getAllByRole("list")[0] as HTMLElement);
    expect(await within(row).findByRole("link", { name: "Deal 12" })).toBeTruthy();
    expect(cardsIn(row)).toHaveLength(12);
  });

  it("renders the rest as soon as a keyboard user focuses a card, and at most five at first", async () => {
    const row = showRow(1440);
    expect(cardsIn(row)).toHaveLength(5);

    within(row).getByRole("link", { name: "Deal 1" }).focus();
    expect(await within(row).findByRole("link", { name: "Deal 12" })).toBeTruthy();
  });

  it("keeps its 'See all' link and title while cards are left out", () => {
    renderWithProviders(
      <MemoryRouter>
        <OfferRow
          id="row"
          title="Trending"
          offers={TWELVE}
          isPending={false}
          seeAll="/trending"
          source="trending"
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole("link", { name: "See all" }).getAttribute("href")).toBe("/trending");
  });
});
