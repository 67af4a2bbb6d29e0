import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import en from "../../../i18n/en.json";
import { IntlProvider } from "../../../i18n/intl-lite";
import { BrandsPage } from "./brands-page";

const brand = (partner_id: number, partner_name: string, letter: string, offer_count = 1) => ({
  partner_id,
  partner_name,
  url_name: partner_name.toLowerCase().replace(/\W+/g, "-"),
  logo_url: null,
  letter,
  offer_count,
});

function renderPage(status = 200) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string) =>
      String(input).endsWith("/api/offers/brands") && status === 200
        ? Response.json({
            data: [brand(1, "7 Days", "#"), brand(2, "Café Boréal", "C", 3), brand(3, "Zest", "Z")],
          })
        : Response.json({ error: { code: "internal_error", message: "x" } }, { status: 500 }),
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <IntlProvider locale="en-CA" messages={en}>
        <MemoryRouter>
          <BrandsPage />
        </MemoryRouter>
      </IntlProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("BrandsPage", () => {
  it("lists each brand under its letter, linking to its deals", async () => {
    renderPage();
    const c = await screen.findByRole("region", { name: "C" });
    const link = within(c).getByRole("link", { name: /Café Boréal/ });
    expect(link.getAttribute("href")).toBe("/deals/caf-bor-al");
    expect(link.textContent).toContain("3 deals");
    expect(screen.getByRole("region", { name: "Numbers and signs" })).toBeTruthy();
  });

  it("links the letters that have brands and disables the others", async () => {
    renderPage();
    await screen.findByRole("region", { name: "Z" });
    const index = screen.getByRole("navigation", { name: "Brands by letter" });
    expect(within(index).getByRole("link", { name: "C" }).getAttribute("href")).toBe("#brands-C");
    expect(within(index).getByRole("link", { name: "Numbers and signs" })).toBeTruthy();
    expect(within(index).queryByRole("link", { name: /^A/ })).toBeNull();
    const a = within(index).getByText("A");
    expect(a.getAttribute("aria-disabled")).toBe("true");
    expect(within(index).getAllByRole("link")).toHaveLength(3);
  });

  it("offers a retry when the brands cannot load", async () => {
    renderPage(500);
    expect(await screen.findByRole("button", { name: "Try again" })).toBeTruthy();
  });
});
