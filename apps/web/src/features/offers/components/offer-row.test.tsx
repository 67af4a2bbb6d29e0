import { act, fireEvent, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { lastReport, stubIntersectionObserver } from "../../../test/intersection-observer";
import { offerCard } from "../../../test/offer-card";
import { renderWithProviders } from "../../../test/render";
import { OfferRow } from "./offer-row";

/** The cards shown: one title link each (badges are list items too). */
const cardsIn = (row: HTMLElement) => within(row).getAllByRole("link", { name: /^Deal \d+$/ });

const TWELVE = Array.from({ length: 12 }, (_, index) => offerCard(index + 1));
const initialWidth = window.innerWidth;

/** The row of twelve cards, with the props a test adds. */
function renderRow(extra: { seeAll?: string; deferred?: boolean } = {}) {
  return renderWithProviders(
    <MemoryRouter>
      <OfferRow
        id="row"
        title="Trending"
        offers={TWELVE}
        isPending={false}
        source="trending"
        {...extra}
      />
    </MemoryRouter>,
  );
}

function showRow(width: number) {
  // The row reads the screen's width to know how many cards sit side by side.
  resizeTo(width);
  renderRow();
  return screen.getByRole("region", { name: /Trending/ });
}

/** A window resized to `width` (the row takes the width the last resize reported). */
function resizeTo(width: number) {
  Object.defineProperty(window, "innerWidth", { configurable: true, value: width });
  window.dispatchEvent(new Event("resize"));
}

afterEach(() => {
  resizeTo(initialWidth);
  vi.unstubAllGlobals();
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

  it("holds still skeletons, as many as the screen shows, until a row below the fold comes near", async () => {
    const { reports } = stubIntersectionObserver();
    resizeTo(412);
    const { container } = renderRow({ deferred: true });
    const waiting = container.querySelector(".offer-row--waiting");
    expect(waiting?.querySelectorAll(".offer-card--skeleton")).toHaveLength(2);
    expect(screen.queryByRole("link", { name: "Deal 1" })).toBeNull();

    act(() => lastReport(reports)([{ isIntersecting: true }]));
    expect(await screen.findByRole("link", { name: "Deal 1" })).toBeTruthy();
    expect(container.querySelector(".offer-row--waiting")).toBeNull();
  });

  it("keeps its 'See all' link and title while cards are left out", () => {
    renderRow({ seeAll: "/trending" });
    expect(screen.getByRole("link", { name: "See all" }).getAttribute("href")).toBe("/trending");
  });
});
