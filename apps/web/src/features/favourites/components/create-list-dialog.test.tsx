import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useModalStore } from "../../../components/modal/modal-store";
import en from "../../../i18n/en.json";
import { IntlProvider } from "../../../i18n/intl-lite";
import { CreateListDialog } from "./create-list-dialog";

function renderDialog(fromChooser: boolean, path = "/deals", onClose = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <IntlProvider locale="en-CA" messages={en}>
        <MemoryRouter initialEntries={[path]}>
          <CreateListDialog offerId={9} fromChooser={fromChooser} onClose={onClose} />
        </MemoryRouter>
      </IntlProvider>
    </QueryClientProvider>,
  );
  return onClose;
}

const chooserFor9 = { type: "favourites-list-chooser", props: { offerId: 9 } };

function stubLists(existing: string[]) {
  const posts: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_path: string, init?: RequestInit) => {
      if (init?.method === "POST") {
        posts.push(JSON.parse(String(init.body)));
        return Response.json({ id: 3, name: "Trip", items: [] }, { status: 201 });
      }
      return Response.json({ data: existing.map((name, id) => ({ id, name, offer_ids: [] })) });
    }),
  );
  return posts;
}

afterEach(() => {
  vi.unstubAllGlobals();
  useModalStore.setState({ current: null, waiting: [] });
});

describe("CreateListDialog", () => {
  it.each(["/deals", "/deals/category/food-and-drink", "/deals/nike/offer/9"])(
    "reopens the chooser for the same offer once the list exists on %s (spec §4)",
    async (path) => {
      const posts = stubLists([]);
      renderDialog(true, path);
      await userEvent.type(screen.getByLabelText("List name"), "  Trip ");
      await userEvent.click(screen.getByRole("button", { name: "Create list" }));
      await waitFor(() => expect(useModalStore.getState().current).toEqual(chooserFor9));
      expect(posts).toEqual([{ name: "Trip" }]);
    },
  );

  it("elsewhere creates the list with the offer in it and closes", async () => {
    const posts = stubLists([]);
    const onClose = renderDialog(true, "/favourites");
    await userEvent.type(screen.getByLabelText("List name"), "Trip");
    await userEvent.click(screen.getByRole("button", { name: "Create list" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posts).toEqual([{ name: "Trip", offer_ids: [9] }]);
    expect(useModalStore.getState().current).toBeNull();
  });

  it("closed without creating, brings the chooser back on a category page only", async () => {
    stubLists([]);
    const onClose = renderDialog(true, "/deals/category/food-and-drink");
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(useModalStore.getState().current).toEqual(chooserFor9);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("closed without creating on /deals, just closes", async () => {
    stubLists([]);
    const onClose = renderDialog(true, "/deals");
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onClose).toHaveBeenCalled();
    expect(useModalStore.getState().current).toBeNull();
  });

  it("refuses a blank or duplicate name with the §5 messages, sending nothing", async () => {
    const posts = stubLists(["Trip"]);
    const onClose = renderDialog(false);
    await userEvent.click(screen.getByRole("button", { name: "Create list" }));
    expect(await screen.findByText("Enter valid list name")).toBeTruthy();
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    await userEvent.type(screen.getByLabelText("List name"), "trip");
    await userEvent.click(screen.getByRole("button", { name: "Create list" }));
    expect(await screen.findByText("trip already exists")).toBeTruthy();
    expect(posts).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });
});
