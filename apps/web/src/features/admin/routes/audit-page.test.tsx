import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import en from "../../../i18n/en.json";
import { IntlProvider } from "../../../i18n/intl-lite";
import { AuditPage } from "./audit-page";

const entry = (id: number) => ({
  id,
  at: "2026-11-26T15:04:00.000Z",
  actor_id: "u1",
  actor_email: "admin@demo.spc.ca",
  actor_role: "admin",
  action: "update",
  entity_type: "code_pool",
  entity_id: "3",
  before: { alert_threshold: 5 },
  after: { alert_threshold: "<img src=x onerror=alert(1)>" },
  request_id: null,
});

function setup(path: string) {
  const asked: URL[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string) => {
      const url = new URL(String(input), "http://localhost");
      asked.push(url);
      const before = url.searchParams.get("before");
      return Response.json(
        before
          ? { entries: [entry(Number(before) - 1)], next_before: null }
          : { entries: [entry(41), entry(40)], next_before: 40 },
      );
    }),
  );
  const router = createMemoryRouter([{ path: "/admin/audit", Component: AuditPage }], {
    initialEntries: [path],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <IntlProvider locale="en-CA" messages={en}>
        <RouterProvider router={router} />
      </IntlProvider>
    </QueryClientProvider>,
  );
  return { asked, router };
}

afterEach(() => vi.unstubAllGlobals());

describe("AuditPage", () => {
  it("asks the server for the filters of the address, days as timestamps", async () => {
    const { asked } = setup("/admin/audit?action=update&from=2026-11-01&to=2026-11-26");
    await screen.findAllByText("admin@demo.spc.ca");
    const query = asked[0]!.searchParams;
    expect(asked[0]!.pathname).toBe("/api/admin/audit");
    expect(query.get("action")).toBe("update");
    expect(query.get("limit")).toBe("25");
    expect(new Date(query.get("from")!).getDate()).toBe(1);
    // The last day is included: the range ends at the next midnight.
    expect(new Date(query.get("to")!).getDate()).toBe(27);
    expect((screen.getByLabelText("Action") as HTMLInputElement).value).toBe("update");
  });

  it("pages back with the cursor and forward again, and a new filter starts from the newest", async () => {
    const { asked, router } = setup("/admin/audit");
    await screen.findAllByText("admin@demo.spc.ca");
    const newer = screen.getByRole("button", { name: "Newer" }) as HTMLButtonElement;
    expect(newer.disabled).toBe(true);

    await userEvent.click(screen.getByRole("button", { name: "Older" }));
    await vi.waitFor(() => expect(router.state.location.search).toBe("?before=40"));
    await screen.findByText("Change", { selector: "td" });
    expect(asked.at(-1)!.searchParams.get("before")).toBe("40");
    expect((screen.getByRole("button", { name: "Older" }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    await userEvent.click(screen.getByRole("button", { name: "Newer" }));
    await vi.waitFor(() => expect(router.state.location.search).toBe(""));

    await userEvent.click(screen.getByRole("button", { name: "Older" }));
    await vi.waitFor(() => expect(router.state.location.search).toBe("?before=40"));
    await userEvent.type(screen.getByLabelText("Entity type"), "code_pool");
    await userEvent.click(screen.getByRole("button", { name: "Filter" }));
    await vi.waitFor(() => expect(router.state.location.search).toBe("?entity_type=code_pool"));
  });

  it("shows before and after as text, field by field", async () => {
    setup("/admin/audit");
    const rows = await screen.findAllByRole("row");
    const first = rows[1]!;
    // The entity links to its whole history.
    expect(within(first).getByRole("link", { name: "Code pool #3" }).getAttribute("href")).toBe(
      "/admin/audit?entity_type=code_pool&entity_id=3",
    );
    await userEvent.click(within(first).getByText("Show 1 change"));
    const diff = first.querySelector("details")!;
    expect(diff.textContent).toContain("alert_threshold");
    expect(diff.textContent).toContain("<img src=x onerror=alert(1)>");
    expect(diff.querySelector("img")).toBeNull();
  });
});
