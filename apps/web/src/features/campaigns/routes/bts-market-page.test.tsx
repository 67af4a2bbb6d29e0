import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import en from "../../../i18n/en.json";
import { IntlProvider } from "../../../i18n/intl-lite";
import { offerCard } from "../../../test/offer-card";
import { BtsMarketPage } from "./bts-market-page";

const campaign = {
  slug: "bts-2026",
  title_en: "Back-to-school market 2026",
  title_fr: "Marché de la rentrée 2026",
  body_en: "Deals for the **new semester**.",
  body_fr: "Des rabais pour la **nouvelle session**.",
  starts_at: "2026-08-01T04:00:00.000Z",
  ends_at: "2026-09-30T04:00:00.000Z",
};

function renderWith(answer: unknown) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string) =>
      String(input).endsWith("/bts-market-offers")
        ? Response.json(answer)
        : Response.json({ error: { code: "not_found", message: "x" } }, { status: 404 }),
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <IntlProvider locale="en-CA" messages={en}>
        <MemoryRouter>
          <BtsMarketPage />
        </MemoryRouter>
      </IntlProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("BtsMarketPage", () => {
  it("shows the running market, its terms and its offers as cards", async () => {
    renderWith({ campaign, data: [offerCard(1), offerCard(2)] });
    expect(await screen.findByRole("heading", { name: "Back-to-school market 2026" })).toBeTruthy();
    expect(screen.getByText("new semester").tagName).toBe("STRONG");
    expect(screen.getByText(/On until September/)).toBeTruthy();
    expect(await screen.findByText("Deal 1")).toBeTruthy();
    expect(screen.getByText("Deal 2")).toBeTruthy();
  });

  it("says the market is closed outside its dates", async () => {
    renderWith({ campaign: null, data: [] });
    expect(await screen.findByText(en["campaigns.bts.closed"])).toBeTruthy();
    expect(screen.getByRole("link", { name: "See all deals" }).getAttribute("href")).toBe("/deals");
  });
});
