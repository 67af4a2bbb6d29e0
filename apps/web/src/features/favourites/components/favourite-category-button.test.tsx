import type { FavouriteCategoriesResponse } from "@spc/shared";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import en from "../../../i18n/en.json";
import { IntlProvider } from "../../../i18n/intl-lite";
import FavouriteCategoryButton from "./favourite-category-button";

const session = vi.hoisted(() => ({ isRegistered: true, loading: false }));
vi.mock("../../session", async (importActual) => ({
  ...(await importActual<typeof import("../../session")>()),
  useSession: () => session,
}));

function categories(ids: number[], version = 0): FavouriteCategoriesResponse {
  return { favourite_categories: ids, version };
}

/** GET answers `initial`; PUT answers `put()`. Returns the PUT bodies. */
function stubApi(initial: FavouriteCategoriesResponse, put: () => Response | Promise<Response>) {
  const bodies: unknown[] = [];
  let current = initial;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_path: string, init?: RequestInit) => {
      if (init?.method === "PUT") {
        bodies.push(JSON.parse(String(init.body)));
        const answer = await put();
        if (answer.ok) current = (await answer.clone().json()) as FavouriteCategoriesResponse;
        return answer;
      }
      return Response.json(current);
    }),
  );
  return bodies;
}

function renderToggle() {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <IntlProvider locale="en-CA" messages={en}>
        <FavouriteCategoryButton categoryId={4} categoryName="Tech" />
      </IntlProvider>
    </QueryClientProvider>,
  );
  return () => screen.getByRole("button", { name: "Favourite category: Tech" });
}

beforeEach(() => {
  session.isRegistered = true;
});
afterEach(() => vi.unstubAllGlobals());

describe("FavouriteCategoryButton", () => {
  it("turns on at once and sends only the change", async () => {
    let release: (answer: Response) => void = () => {};
    const bodies = stubApi(
      categories([2]),
      () => new Promise<Response>((resolve) => (release = resolve)),
    );
    const toggle = renderToggle();
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    await waitFor(() => expect(toggle().getAttribute("aria-pressed")).toBe("false"));
    await userEvent.click(toggle());
    expect(toggle().getAttribute("aria-pressed")).toBe("true");
    await waitFor(() => expect(bodies).toEqual([{ add_category_ids: [4] }]));
    release(Response.json(categories([2, 4], 1)));
    await waitFor(() => expect(toggle().getAttribute("aria-pressed")).toBe("true"));
  });

  it("rolls back with the translated error when the server refuses", async () => {
    const bodies = stubApi(categories([4], 3), () =>
      Response.json(
        { error: { code: "categories_unavailable", message: "gone" } },
        { status: 422 },
      ),
    );
    const toggle = renderToggle();
    await waitFor(() => expect(toggle().getAttribute("aria-pressed")).toBe("true"));
    await userEvent.click(toggle());
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This category is no longer available.",
    );
    expect(toggle().getAttribute("aria-pressed")).toBe("true");
    expect(bodies).toEqual([{ remove_category_ids: [4] }]);
  });

  it("shows nothing to a visitor and reads nothing", () => {
    session.isRegistered = false;
    stubApi(categories([]), () => Response.json(categories([])));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <IntlProvider locale="en-CA" messages={en}>
          <FavouriteCategoryButton categoryId={4} categoryName="Tech" />
        </IntlProvider>
      </QueryClientProvider>,
    );
    expect(screen.queryByRole("button")).toBeNull();
    expect(vi.mocked(fetch)).not.toHaveBeenCalled();
  });
});
