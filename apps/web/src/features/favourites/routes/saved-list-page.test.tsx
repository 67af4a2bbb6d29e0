import type { SavedListResponse } from "@spc/shared";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useModalStore } from "../../../components/modal/modal-store";
import en from "../../../i18n/en.json";
import { IntlProvider } from "../../../i18n/intl-lite";
import { offerCard } from "../../../test/offer-card";
import { SavedListPage } from "./saved-list-page";

function list(ids: number[]): SavedListResponse {
  return {
    id: 5,
    name: "Back to school",
    offer_ids: ids,
    version: 1,
    offer_count: ids.length,
    active_offer_count: ids.filter((id) => id !== 2).length,
    share_token: null,
    created_at: "2026-11-01T00:00:00.000Z",
    updated_at: "2026-11-01T00:00:00.000Z",
    items: ids.map((id) => ({
      offer_id: id,
      status: id === 2 ? "delisted" : "active",
      added_at: "2026-11-01T00:00:00.000Z",
      offer: offerCard(id),
    })),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  useModalStore.setState({ current: null, waiting: [] });
});

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <IntlProvider locale="en-CA" messages={en}>
        <MemoryRouter initialEntries={["/favourites/list/5?source=favourites"]}>
          <Routes>
            <Route path="/favourites/list/:id" element={<SavedListPage />} />
          </Routes>
        </MemoryRouter>
      </IntlProvider>
    </QueryClientProvider>,
  );
}

describe("SavedListPage", () => {
  it("keeps a delisted offer with a badge and removes an offer with remove_offer_ids", async () => {
    let current = list([1, 2]);
    const bodies: unknown[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_path: string, init?: RequestInit) => {
        if (init?.method === "PUT") {
          bodies.push(JSON.parse(String(init.body)));
          current = list([2]);
        }
        return Response.json(current);
      }),
    );
    renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: "Back to school" })).toBeTruthy();
    expect(screen.getByText("No longer offered")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Deal 1" }).getAttribute("href")).toContain(
      "source=favourites",
    );
    await userEvent.click(screen.getByRole("button", { name: "Remove Deal 1 from this list" }));
    await waitFor(() => expect(screen.queryByRole("link", { name: "Deal 1" })).toBeNull());
    expect(bodies).toEqual([{ remove_offer_ids: [1] }]);
    expect(screen.getByRole("link", { name: "Deal 2" })).toBeTruthy();
  });

  it("opens the edit and delete dialogs (spec §2.8) with what they need to say", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ ...list([1, 2]), share_token: "abc" })),
    );
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Rename list" }));
    expect(useModalStore.getState().current).toEqual({
      type: "favourites-rename-list",
      props: { id: 5, name: "Back to school" },
    });
    await userEvent.click(screen.getByRole("button", { name: "Delete list" }));
    expect(useModalStore.getState().current).toEqual({
      type: "favourites-delete-list",
      props: { id: 5, name: "Back to school", offerCount: 2, shared: true },
    });
  });
});
