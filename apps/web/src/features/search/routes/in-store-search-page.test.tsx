import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import fr from "../../../i18n/fr.json";
import { IntlProvider } from "../../../i18n/intl-lite";
import { offerCard } from "../../../test/offer-card";
import { renderWithProviders } from "../../../test/render";
import type { OfferCardData } from "../../offers";
import { InStoreSearchPage } from "./in-store-search-page";

function card(id: number, title: string, distanceKm: number): OfferCardData {
  return offerCard(id, {
    title_en: title,
    title_fr: `${title} (fr)`,
    online: false,
    in_store: true,
    views: 100 - id,
    distance_km: distanceKm,
  });
}

// The API's order: nearest first (ids deliberately not in that order).
const NEAREST_FIRST = [
  card(7, "Poutine on the corner", 0.4),
  card(3, "Books two blocks away", 2.1),
  card(5, "Cinema across town", 8.9),
];

let summaryUrls: URL[] = [];

function answerSummary(respond: () => Response) {
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const url = new URL(String(input), "http://localhost");
    if (url.pathname === "/api/offers/v5/offers/summary") {
      summaryUrls.push(url);
      return respond();
    }
    return Response.json({ data: [] });
  });
}

const page = () =>
  Response.json({
    data: NEAREST_FIRST,
    pagination: { current_page: 1, page_size: 24, total: 3, total_pages: 1 },
  });

const envelope = (status: number, code: string, message: string) => () =>
  Response.json({ error: { code, message } }, { status });

let currentUrl = "";
function CurrentUrl() {
  const location = useLocation();
  currentUrl = `${location.pathname}${location.search}`;
  return null;
}

// A data router, as the app uses: the page's ads pop-up watches navigations (useNavigation).
function routes(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: "/search/inStore",
        element: (
          <>
            <InStoreSearchPage />
            <CurrentUrl />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return <RouterProvider router={router} />;
}

const renderAt = (path: string) => renderWithProviders(routes(path));

const postalInput = () => screen.getByRole("textbox", { name: "Postal code" }) as HTMLInputElement;
const distanceSelect = () => screen.getByRole("combobox", { name: "Within" }) as HTMLSelectElement;

beforeEach(() => {
  summaryUrls = [];
  currentUrl = "";
});
afterEach(() => {
  vi.restoreAllMocks();
});

// Typing and rendering a listing take seconds on a busy machine.
describe("/search/inStore", { timeout: 20_000 }, () => {
  it("puts the postal code and distance in the URL and asks for in-store offers there", async () => {
    answerSummary(page);
    renderAt("/search/inStore");
    await userEvent.type(postalInput(), "h3a0g4");
    expect(postalInput().value).toBe("H3A 0G4");
    await userEvent.selectOptions(distanceSelect(), "25");
    await userEvent.click(screen.getByRole("button", { name: "Find deals" }));

    await waitFor(() => expect(currentUrl).toBe("/search/inStore?postal=H3A+0G4&distance=25"));
    await screen.findByRole("heading", { level: 3, name: "Poutine on the corner" });
    const asked = summaryUrls.at(-1);
    expect(asked?.searchParams.get("postal_code")).toBe("H3A 0G4");
    expect(asked?.searchParams.get("distance")).toBe("25");
    expect(asked?.searchParams.get("offer_filters")).toBe("instore");
  });

  it("restores both filters from the URL on a fresh render (a reload)", async () => {
    answerSummary(page);
    const first = renderAt("/search/inStore?postal=M5V+3L9&distance=50");
    expect(postalInput().value).toBe("M5V 3L9");
    expect(distanceSelect().value).toBe("50");
    await screen.findByRole("heading", { level: 3, name: "Poutine on the corner" });
    first.unmount();

    renderAt("/search/inStore?postal=M5V+3L9&distance=50");
    expect(postalInput().value).toBe("M5V 3L9");
    expect(distanceSelect().value).toBe("50");
    await screen.findByRole("heading", { level: 3, name: "Poutine on the corner" });
    for (const url of summaryUrls) {
      expect(url.searchParams.get("postal_code")).toBe("M5V 3L9");
      expect(url.searchParams.get("distance")).toBe("50");
    }
  });

  it("shows the offers nearest first, as the API returns them, with their distance", async () => {
    answerSummary(page);
    renderAt("/search/inStore?postal=H3A+0G4&distance=10");
    await screen.findByRole("heading", { level: 3, name: "Poutine on the corner" });
    const titles = screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual([
      "Poutine on the corner",
      "Books two blocks away",
      "Cinema across town",
    ]);
    const items = screen.getAllByRole("listitem").filter((item) => item.querySelector("h3"));
    expect(within(items[0] as HTMLElement).getByText("0.4 km")).toBeTruthy();
  });

  it("rejects a malformed postal code before asking the API", async () => {
    answerSummary(page);
    renderAt("/search/inStore");
    await userEvent.type(postalInput(), "12345");
    await userEvent.click(screen.getByRole("button", { name: "Find deals" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("Enter a valid postal code, like A1B 2C3.");
    expect(postalInput().getAttribute("aria-describedby")).toBe(alert.id);
    expect(postalInput().getAttribute("aria-invalid")).toBe("true");
    expect(currentUrl).toBe("/search/inStore");
    expect(summaryUrls).toEqual([]);
  });

  it("keeps a wrong code as typed and reports it on blur, then clears it once corrected", async () => {
    answerSummary(page);
    renderAt("/search/inStore");
    await userEvent.type(postalInput(), "abc 123");
    expect(postalInput().value).toBe("ABC 123");
    await userEvent.tab();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("Enter a valid postal code, like A1B 2C3.");
    await userEvent.clear(postalInput());
    await userEvent.type(postalInput(), "h2x1y4");
    expect(postalInput().value).toBe("H2X 1Y4");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(summaryUrls).toEqual([]);
  });

  it.each([
    [400, "no_postal_code", "No postal code provided.", "No postal code provided. Enter one"],
    [
      422,
      "location_not_resolved",
      "Could not resolve location",
      "We couldn’t resolve the location",
    ],
    [404, "no_location_found", "No location found.", "No location found for this postal code"],
    [503, "geocode_unavailable", "Geocode not available.", "Finding places by postal code isn’t"],
  ])("says %i %s beside the postal code, translated", async (status, code, message, shown) => {
    answerSummary(envelope(status, code, message));
    renderAt("/search/inStore?postal=H3A+0G4&distance=10");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(shown);
    expect(postalInput().getAttribute("aria-describedby")).toBe(alert.id);
    expect(postalInput().getAttribute("aria-invalid")).toBe("true");
    // No results region (nor its generic error) for a place that could not be used.
    expect(screen.queryByRole("region")).toBeNull();
  });

  it("says the geocode errors in French too", async () => {
    answerSummary(envelope(503, "geocode_unavailable", "Geocode not available."));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <IntlProvider locale="fr-CA" messages={fr}>
          {routes("/search/inStore?postal=H3A+0G4&distance=10")}
        </IntlProvider>
      </QueryClientProvider>,
    );
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(fr["search.inStore.error.geocode_unavailable"]);
  });

  it("leaves a server failure to the listing's error state", async () => {
    answerSummary(envelope(500, "internal_error", "Something went wrong"));
    renderAt("/search/inStore?postal=H3A+0G4&distance=10");
    const alert = await screen.findByRole("alert");
    expect(postalInput().getAttribute("aria-describedby")).toBeNull();
    expect(alert.id).not.toBe(postalInput().getAttribute("aria-describedby"));
  });

  it("searches around the phone's position and says when location is off", async () => {
    answerSummary(page);
    const geolocation = {
      getCurrentPosition: vi.fn(
        (_success: PositionCallback, onError?: PositionErrorCallback | null) =>
          onError?.({ code: 1, message: "" } as GeolocationPositionError),
      ),
    };
    vi.stubGlobal("navigator", { ...navigator, geolocation });
    try {
      renderAt("/search/inStore");
      await userEvent.click(screen.getByRole("button", { name: "Use my location" }));
      const alert = await screen.findByRole("alert");
      expect(alert.textContent).toBe("Location access is off. Enter a postal code instead.");
      expect(postalInput().getAttribute("aria-describedby")).toBe(alert.id);

      geolocation.getCurrentPosition.mockImplementation((success: PositionCallback) =>
        success({
          coords: { latitude: 45.50481, longitude: -73.57721 },
        } as GeolocationPosition),
      );
      await userEvent.click(screen.getByRole("button", { name: "Use my location" }));
      await waitFor(() =>
        expect(currentUrl).toBe("/search/inStore?lat=45.5048&lon=-73.5772&distance=10"),
      );
      await screen.findByRole("heading", { level: 3, name: "Poutine on the corner" });
      expect(summaryUrls.at(-1)?.searchParams.get("lat")).toBe("45.5048");
      expect(summaryUrls.at(-1)?.searchParams.get("postal_code")).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
