import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import en from "../../../i18n/en.json";
import { IntlProvider } from "../../../i18n/intl-lite";
import { type CategoryActionProps, setCategoryAction } from "./category-action";
import { CategoryGrid } from "./category-grid";

const category = (id: number, name: string) => ({
  id,
  name_en: name,
  name_fr: name,
  url_name: name.toLowerCase(),
  colour: "#336699",
  sort_order: id,
});

function renderGrid(withActions: boolean) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json({ data: [category(1, "Tech"), category(2, "Travel")] })),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <IntlProvider locale="en-CA" messages={en}>
        <MemoryRouter>
          <CategoryGrid withActions={withActions} />
        </MemoryRouter>
      </IntlProvider>
    </QueryClientProvider>,
  );
}

function Probe({ categoryId, categoryName }: CategoryActionProps) {
  return <span data-testid="action">{`${categoryId}:${categoryName}`}</span>;
}

afterEach(() => {
  setCategoryAction(null);
  vi.unstubAllGlobals();
});

describe("CategoryGrid's category slot", () => {
  it("gives each real category's tile the registered action, not the SPC+ tile", async () => {
    setCategoryAction(Probe);
    renderGrid(true);
    await screen.findByRole("link", { name: "Travel" });
    expect(screen.getAllByTestId("action").map((node) => node.textContent)).toEqual([
      "1:Tech",
      "2:Travel",
    ]);
  });

  it("leaves grids that do not ask for it alone (the search dialog's)", async () => {
    setCategoryAction(Probe);
    renderGrid(false);
    await screen.findByRole("link", { name: "Travel" });
    expect(screen.queryByTestId("action")).toBeNull();
  });
});
