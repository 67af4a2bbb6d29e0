import { screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { partnerSummary } from "../../../test/offer-card";
import { renderWithProviders } from "../../../test/render";
import { PartnerTagsPage } from "./partner-deals-page";

const partner = partnerSummary();

function Landed() {
  const { pathname, search } = useLocation();
  return <p data-testid="landed">{`${pathname}${search}`}</p>;
}

function visit(path: string) {
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/partner/:name" element={<PartnerTagsPage />} />
        <Route path="*" element={<Landed />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe("/partner/:name", () => {
  it("lands a partner's address on a search that lists its deals", async () => {
    const fetch = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValue(Response.json({ partner, data: [{ offer_id: 1 }, { offer_id: 2 }] }));
    visit("/partner/maple-slice-pizza");
    expect((await screen.findByTestId("landed")).textContent).toBe("/search/Maple%20Slice%20Pizza");
    expect(String(fetch.mock.calls[0]?.[0])).toContain("/v2/offers/partner/maple-slice-pizza");
  });

  it("searches a name no partner has as a tag", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      Response.json(
        { error: { code: "partner_not_found", message: "Partner not found" } },
        { status: 404 },
      ),
    );
    visit("/partner/pizza");
    expect((await screen.findByTestId("landed")).textContent).toBe("/search?tags=pizza");
  });
});
