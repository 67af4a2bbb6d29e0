import { act, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubFetchByPath } from "../../../test/fetch";
import { type NearReport, stubIntersectionObserver } from "../../../test/intersection-observer";
import { renderWithProviders } from "../../../test/render";
import { DealsSections } from "./deals-sections";

// The server's answers, by path: the theme puts the limited-time row first, then trending and
// the collections (spec §7 /theme/order).
const ANSWERS: Record<string, unknown> = {
  "/api/offers/theme/order": {
    data: [
      { key: "limited_time", type: "limited_time", collection_id: null },
      { key: "trending", type: "trending", collection_id: null },
      { key: "collection:1", type: "collection", collection_id: null },
    ],
  },
  "/api/offers/v4/limitedTimeOffers": { data: [] },
  "/api/offers/v2/trendingOffers": { data: [] },
  "/api/offers/v4/collections": { data: [] },
};

/** Every IntersectionObserver the rows make, to say when they come near the screen. */
let observers: NearReport[] = [];
/** The API paths read, in order. */
let asked: string[] = [];

beforeEach(() => {
  observers = stubIntersectionObserver().reports;
  asked = stubFetchByPath((path) => ANSWERS[path] ?? {});
});

afterEach(() => vi.unstubAllGlobals());

describe("DealsSections", () => {
  it("reads the first row at once and the rows below only once they come near the screen", async () => {
    renderWithProviders(
      <MemoryRouter>
        <DealsSections />
      </MemoryRouter>,
    );
    await waitFor(() => expect(asked).toContain("/api/offers/v4/limitedTimeOffers"));
    // The trending and collection rows are on the page (skeletons) but far from the screen.
    await waitFor(() => expect(observers.length).toBeGreaterThanOrEqual(2));
    expect(asked).not.toContain("/api/offers/v2/trendingOffers");
    expect(asked).not.toContain("/api/offers/v4/collections");

    for (const report of observers) act(() => report([{ isIntersecting: true }]));
    await waitFor(() => expect(asked).toContain("/api/offers/v2/trendingOffers"));
    await waitFor(() => expect(asked).toContain("/api/offers/v4/collections"));
    expect(screen.queryByText("Something went wrong")).toBeNull();
  });
});
