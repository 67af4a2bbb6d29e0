import type { AdsModalRecord } from "@spc/shared";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render } from "@testing-library/react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useModalStore } from "../../../components/modal/modal-store";
import { FIRST_VISIT_KEY, forgetVisitForTests, usePageViews } from "../../../lib/visit";
import { ADS_SHOWN_KEY } from "../ads-rules";
import { adsKeys } from "../api/keys";
import { AD_DELAY_MS, AdsPopup } from "./ads-popup";

const viewer = vi.hoisted(() => ({ status: "visitor" }));
vi.mock("../../session", () => ({ useViewer: () => viewer }));

// The stored cookie choice, as the cookies feature shows it: null while the banner asks.
const consent = vi.hoisted(() => {
  let value: { version: 1 } | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (next: { version: 1 } | null) => {
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
});
vi.mock("../../cookies", async () => {
  const { useSyncExternalStore } = await import("react");
  return { useConsent: () => useSyncExternalStore(consent.subscribe, consent.get) };
});

const ad = (id: number, overrides: Partial<AdsModalRecord>): AdsModalRecord => ({
  id,
  is_spc_plus: false,
  is_clickable: false,
  url_en: null,
  url_fr: null,
  image_en: "/a.svg",
  image_fr: "/a.svg",
  image_mobile_en: "/m.svg",
  image_mobile_fr: "/m.svg",
  image_alt_en: "A picture",
  image_alt_fr: "Une image",
  title: `Ad ${id}`,
  title_fr: `Pub ${id}`,
  description: "",
  description_fr: "",
  text: "",
  text_fr: "",
  display_page: "deals",
  display_period: 0,
  display_cooldown_hours: 0,
  display_count: 0,
  ...overrides,
});
const RECORDS = [
  ad(1, { display_page: "deals" }),
  ad(2, { display_page: "category" }),
  ad(3, { display_page: "deals", is_spc_plus: true }),
];

let releaseCategory: () => void = () => {};

/** The shell around every page counts page views, as the app's does. */
function Shell() {
  usePageViews();
  return <Outlet />;
}

/** The display pages in the shell that counts page views; a category page loads for a while. */
function renderApp(path: string) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(adsKeys.list(), { data: RECORDS });
  const router = createMemoryRouter(
    [
      {
        element: <Shell />,
        children: [
          { path: "/", element: <p>home</p> },
          { path: "/deals", element: <AdsPopup /> },
          {
            path: "/deals/category/:name",
            loader: () => new Promise<null>((resolve) => (releaseCategory = () => resolve(null))),
            element: <AdsPopup />,
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const openAd = () => useModalStore.getState().current;
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const chooseCookies = () => act(() => consent.set({ version: 1 }));

/** A browser that has been here before and answered the cookie banner. */
function returningVisitor() {
  window.localStorage.setItem(FIRST_VISIT_KEY, "2026-01-05T10:00:00.000Z");
  consent.set({ version: 1 });
}

beforeEach(() => {
  vi.useFakeTimers();
  window.localStorage.clear();
  forgetVisitForTests();
  consent.set(null);
  useModalStore.setState({ current: null, waiting: [] });
  viewer.status = "visitor";
});
afterEach(() => {
  vi.useRealTimers();
  window.localStorage.clear();
});

describe("when the ads pop-up may open", () => {
  it("opens the page's ad after the delay for a returning visitor, and counts the show", async () => {
    returningVisitor();
    renderApp("/deals");
    await wait(AD_DELAY_MS - 100);
    expect(openAd()).toBeNull();
    await wait(200);
    expect(openAd()).toMatchObject({ type: "ads", props: { record: { id: 1 } } });
    expect(JSON.parse(window.localStorage.getItem(ADS_SHOWN_KEY) ?? "[]")).toHaveLength(1);
  });

  it("keeps to the viewer's tier: a plus member gets the plus record", async () => {
    returningVisitor();
    viewer.status = "plus";
    renderApp("/deals");
    await wait(AD_DELAY_MS + 100);
    expect(openAd()).toMatchObject({ props: { record: { id: 3 } } });
  });

  it("keeps to the throttle: a record shown within its cooldown waits", async () => {
    returningVisitor();
    const now = Date.now();
    window.localStorage.setItem(ADS_SHOWN_KEY, JSON.stringify([{ id: 1, timestamp: now - 1000 }]));
    RECORDS[0] = { ...RECORDS[0]!, display_cooldown_hours: 24 };
    try {
      renderApp("/deals");
      await wait(AD_DELAY_MS + 100);
      expect(openAd()).toBeNull();
    } finally {
      RECORDS[0] = { ...RECORDS[0]!, display_cooldown_hours: 0 };
    }
  });

  it("never opens while the cookie banner shows, and waits the delay once it is answered", async () => {
    window.localStorage.setItem(FIRST_VISIT_KEY, "2026-01-05T10:00:00.000Z");
    renderApp("/deals");
    await wait(AD_DELAY_MS * 4);
    expect(openAd()).toBeNull();
    await chooseCookies();
    await wait(AD_DELAY_MS - 100);
    expect(openAd()).toBeNull();
    await wait(200);
    expect(openAd()).toMatchObject({ type: "ads" });
  });

  it("never opens on the first page view of a first visit, even once the banner is answered", async () => {
    renderApp("/deals");
    await wait(AD_DELAY_MS + 100);
    await chooseCookies();
    await wait(AD_DELAY_MS * 4);
    expect(openAd()).toBeNull();
  });

  it("may open on the next page view of that first visit", async () => {
    const router = renderApp("/");
    await chooseCookies();
    await act(() => router.navigate("/deals"));
    await wait(AD_DELAY_MS + 100);
    expect(openAd()).toMatchObject({ props: { record: { id: 1 } } });
  });

  it("never opens after the visitor has left the page, even while the next one loads", async () => {
    returningVisitor();
    const router = renderApp("/deals");
    await wait(AD_DELAY_MS - 500);
    // A link to a category: its page is still loading when /deals's delay runs out.
    act(() => {
      router.navigate("/deals/category/tech");
    });
    await wait(1000);
    expect(router.state.navigation.state).toBe("loading");
    expect(openAd()).toBeNull();
    // The category page arrives: it has its own ad and its own delay; /deals's never shows.
    await act(async () => releaseCategory());
    expect(router.state.location.pathname).toBe("/deals/category/tech");
    await wait(AD_DELAY_MS - 100);
    expect(openAd()).toBeNull();
    await wait(200);
    expect(openAd()).toMatchObject({ props: { record: { id: 2 } } });
  });
});
