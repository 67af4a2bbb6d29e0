import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useModalStore } from "../../../components/modal/modal-store";
import en from "../../../i18n/en.json";
import { IntlProvider } from "../../../i18n/intl-lite";
import { CreateListDialog } from "./create-list-dialog";

function renderDialog(reopenChooser: boolean, onClose = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <IntlProvider locale="en-CA" messages={en}>
        <CreateListDialog offerId={9} reopenChooser={reopenChooser} onClose={onClose} />
      </IntlProvider>
    </QueryClientProvider>,
  );
  return onClose;
}

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
  it("reopens the chooser for the same offer once the list exists (spec §4)", async () => {
    const posts = stubLists([]);
    renderDialog(true);
    await userEvent.type(screen.getByLabelText("List name"), "  Trip ");
    await userEvent.click(screen.getByRole("button", { name: "Create list" }));
    await waitFor(() =>
      expect(useModalStore.getState().current).toEqual({
        type: "favourites-list-chooser",
        props: { offerId: 9 },
      }),
    );
    expect(posts).toEqual([{ name: "Trip" }]);
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
