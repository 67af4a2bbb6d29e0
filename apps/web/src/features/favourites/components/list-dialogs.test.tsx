import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import en from "../../../i18n/en.json";
import { IntlProvider } from "../../../i18n/intl-lite";
import { DeleteListDialog } from "./delete-list-dialog";
import { RenameListDialog } from "./rename-list-dialog";

function renderAt(node: ReactNode) {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <IntlProvider locale="en-CA" messages={en}>
        <MemoryRouter initialEntries={["/favourites/list/5"]}>
          <Routes>
            <Route path="/favourites/list/:id" element={node} />
            <Route path="/favourites" element={<h1>Favourites page</h1>} />
          </Routes>
        </MemoryRouter>
      </IntlProvider>
    </QueryClientProvider>,
  );
}

/** Lists "Trip" (5) and "Gifts" (6); records the writes; `refuse` answers them with an error. */
function stubApi(refuse?: { status: number; code: string }) {
  const writes: { method: string; path: string; body?: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      if (method === "GET") {
        return Response.json({
          data: [
            { id: 5, name: "Trip", offer_ids: [] },
            { id: 6, name: "Gifts", offer_ids: [] },
          ],
        });
      }
      writes.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (refuse) {
        return Response.json(
          { error: { code: refuse.code, message: "refused" } },
          { status: refuse.status },
        );
      }
      if (method === "DELETE") return Response.json({ id: 5, deleted: true });
      return Response.json({ id: 5, name: "Road trip", offer_ids: [], items: [] });
    }),
  );
  return writes;
}

afterEach(() => vi.unstubAllGlobals());

// Typing into the field key by key takes a while on a busy machine; the default 5 s is tight.
const SLOW = { timeout: 15_000 };

describe("RenameListDialog", SLOW, () => {
  it("opens with the focus in the name, renames and closes", async () => {
    const writes = stubApi();
    const onClose = vi.fn();
    renderAt(<RenameListDialog id={5} name="Trip" onClose={onClose} />);
    const field = screen.getByLabelText("List name");
    await waitFor(() => expect(document.activeElement).toBe(field));
    await userEvent.clear(field);
    await userEvent.type(field, " Road trip ");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes).toEqual([
      { method: "PUT", path: "/api/offers/user/saved-list/5", body: { name: "Road trip" } },
    ]);
  });

  it("refuses another list's name (any case) with the §5 message, sending nothing", async () => {
    const writes = stubApi();
    const onClose = vi.fn();
    renderAt(<RenameListDialog id={5} name="Trip" onClose={onClose} />);
    // The lists must be known before the rule can compare with them.
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    const field = screen.getByLabelText("List name");
    await userEvent.clear(field);
    await userEvent.type(field, "gifts");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("gifts already exists")).toBeTruthy();
    expect(writes).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("keeps the dialog open with the translated error when the server refuses", async () => {
    stubApi({ status: 409, code: "list_name_taken" });
    const onClose = vi.fn();
    renderAt(<RenameListDialog id={5} name="Trip" onClose={onClose} />);
    const field = screen.getByLabelText("List name");
    await userEvent.clear(field);
    await userEvent.type(field, "Summer");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("A list with this name already exists.")).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe("DeleteListDialog", SLOW, () => {
  it("says what will be lost and puts the focus on Cancel", async () => {
    const writes = stubApi();
    const onClose = vi.fn();
    renderAt(<DeleteListDialog id={5} name="Trip" offerCount={3} shared onClose={onClose} />);
    const dialog = screen.getByRole("dialog", { name: "Delete this list?" });
    expect(dialog.textContent).toContain("“Trip” will be deleted, with the 3 offers saved in it.");
    expect(dialog.textContent).toContain("Its share link will stop working.");
    expect(dialog.textContent).toContain(
      "The offers stay in the catalogue and in your favourites.",
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("button", { name: "Cancel" })),
    );
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onClose).toHaveBeenCalled();
    expect(writes).toEqual([]);
  });

  it("deletes on confirmation and goes back to /favourites", async () => {
    const writes = stubApi();
    renderAt(
      <DeleteListDialog id={5} name="Trip" offerCount={0} shared={false} onClose={vi.fn()} />,
    );
    expect(screen.getByRole("dialog").textContent).not.toContain("share link");
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    expect(await screen.findByRole("heading", { name: "Favourites page" })).toBeTruthy();
    expect(writes).toEqual([{ method: "DELETE", path: "/api/offers/user/saved-list/5" }]);
  });
});
