import type { FavouriteOffersResponse } from "@spc/shared";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import en from "../../../i18n/en.json";
import { IntlProvider } from "../../../i18n/intl-lite";
import { favouritesKeys } from "../api/keys";
import { FavouriteButton } from "./favourite-button";

const session = vi.hoisted(() => ({ isRegistered: true, loading: false }));
const openModal = vi.hoisted(() => vi.fn());

vi.mock("../../session", async (importActual) => ({
  ...(await importActual<typeof import("../../session")>()),
  useSession: () => session,
}));
vi.mock("../../../components/modal/modal-store", () => ({ openModal }));

function favourites(ids: number[], version = 0): FavouriteOffersResponse {
  return { favourite_offer_ids: ids, version, items: [] };
}

/** Answers GET with `initial`; PUT with `put()` (a Response). Returns the PUT bodies. */
function stubApi(initial: FavouriteOffersResponse, put: () => Response | Promise<Response>) {
  const bodies: unknown[] = [];
  let current = initial;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_path: string, init?: RequestInit) => {
      if (init?.method === "PUT") {
        bodies.push(JSON.parse(String(init.body)));
        const answer = await put();
        if (answer.ok) current = (await answer.clone().json()) as FavouriteOffersResponse;
        return answer;
      }
      return Response.json(current);
    }),
  );
  return bodies;
}

function renderHeart() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <IntlProvider locale="en-CA" messages={en}>
        <MemoryRouter initialEntries={["/deals"]}>
          <FavouriteButton offerId={7} offerName="20% off sneakers" />
        </MemoryRouter>
      </IntlProvider>
    </QueryClientProvider>,
  );
  // The member's heart replaces its stand-in once loaded: always the heart on screen now.
  const heart = () => screen.getByRole("button", { name: "Favourite: 20% off sneakers" });
  const loaded = () =>
    waitFor(() => {
      expect(client.getQueryData(favouritesKeys.offers())).toBeDefined();
      expect(heart().getAttribute("aria-pressed")).not.toBeNull();
    });
  return { heart, loaded };
}

beforeEach(() => {
  session.isRegistered = true;
  openModal.mockClear();
  sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe("FavouriteButton", () => {
  it("opens the list chooser from a card's corner, or the login prompt for a visitor", async () => {
    stubApi(favourites([]), () => Response.json(favourites([])));
    renderHeart();
    await userEvent.click(screen.getByRole("button", { name: "Save 20% off sneakers to a list" }));
    expect(openModal).toHaveBeenCalledWith("favourites-list-chooser", { offerId: 7 });
    openModal.mockClear();
    session.isRegistered = false;
    renderHeart();
    await userEvent.click(
      screen.getAllByRole("button", { name: "Save 20% off sneakers to a list" })[1] as HTMLElement,
    );
    expect(openModal).toHaveBeenCalledWith("login-prompt", { redirectTo: "/deals" });
  });

  it("turns on at once and sends only the change", async () => {
    let release: (answer: Response) => void = () => {};
    const bodies = stubApi(
      favourites([3]),
      () => new Promise<Response>((resolve) => (release = resolve)),
    );
    const { heart, loaded } = renderHeart();
    await loaded();
    expect(heart().getAttribute("aria-pressed")).toBe("false");
    await userEvent.click(heart());
    // Optimistic: pressed before the server answers.
    expect(heart().getAttribute("aria-pressed")).toBe("true");
    await waitFor(() => expect(bodies).toEqual([{ add_offer_ids: [7] }]));
    release(Response.json(favourites([3, 7], 1)));
    await waitFor(() => expect(heart().getAttribute("aria-pressed")).toBe("true"));
  });

  it("rolls back and says why when the server refuses", async () => {
    stubApi(favourites([]), () =>
      Response.json(
        { error: { code: "favourites_full", message: "Too many", details: { max: 500 } } },
        { status: 409 },
      ),
    );
    const { heart, loaded } = renderHeart();
    await loaded();
    expect(heart().getAttribute("aria-pressed")).toBe("false");
    await userEvent.click(heart());
    expect((await screen.findByRole("alert")).textContent).toBe(
      "You have reached the maximum number of favourites.",
    );
    expect(heart().getAttribute("aria-pressed")).toBe("false");
  });

  it("removes a favourite with remove_offer_ids", async () => {
    const bodies = stubApi(favourites([7], 2), () => Response.json(favourites([], 3)));
    const { heart, loaded } = renderHeart();
    await loaded();
    expect(heart().getAttribute("aria-pressed")).toBe("true");
    await userEvent.click(heart());
    await waitFor(() => expect(heart().getAttribute("aria-pressed")).toBe("false"));
    expect(bodies).toEqual([{ remove_offer_ids: [7] }]);
  });

  it("asks a visitor to log in, then completes the save once logged in", async () => {
    session.isRegistered = false;
    const bodies = stubApi(favourites([]), () => Response.json(favourites([7], 1)));
    const { heart } = renderHeart();
    await userEvent.click(heart());
    expect(openModal).toHaveBeenCalledWith("login-prompt", { redirectTo: "/deals" });
    expect(bodies).toEqual([]);

    // Back after logging in: the same heart completes the pending save.
    session.isRegistered = true;
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <IntlProvider locale="en-CA" messages={en}>
          <MemoryRouter>
            <FavouriteButton offerId={7} offerName="after login" />
          </MemoryRouter>
        </IntlProvider>
      </QueryClientProvider>,
    );
    await waitFor(() =>
      expect(
        screen.getByRole("button", { name: "Favourite: after login" }).getAttribute("aria-pressed"),
      ).toBe("true"),
    );
    expect(bodies).toEqual([{ add_offer_ids: [7] }]);
  });
});
