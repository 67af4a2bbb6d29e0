import { act, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
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
const asked: string[] = [];

beforeEach(() => {
  observers = stubIntersectionObserver().reports;
  asked.length = 0;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string) => {
      const path = String(input).split("?")[0] as string;
      asked.push(path);
      return new Response(JSON.stringify(ANSWERS[path] ?? {}), {
        status: 200,
        headers: { "content-type": "application/json" },
      });
    }),
  );
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
