import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { offerCard } from "../../../test/offer-card";
import { renderWithProviders } from "../../../test/render";
import { OfferCard } from "./offer-card";

const NOW = new Date("2026-11-26T12:00:00Z");

function renderCard(logo: string | null) {
  return renderWithProviders(
    <MemoryRouter>
      <OfferCard offer={offerCard(3, { partner_logo_url: logo })} source="test" now={NOW} />
    </MemoryRouter>,
  );
}

describe("OfferCard", () => {
  it("shows the partner's logo on the picture, as decoration beside the written name", () => {
    const { container } = renderCard("/images/partners/maple-slice-pizza.svg");
    const logo = container.querySelector("img.offer-card__logo");
    expect(logo?.getAttribute("src")).toBe("/images/partners/maple-slice-pizza.svg");
    expect(logo?.getAttribute("alt")).toBe("");
    expect(container.textContent).toContain("Partner 3");
  });

  it("draws no empty logo frame for a partner without one", () => {
    const { container } = renderCard(null);
    expect(container.querySelector(".offer-card__logo")).toBeNull();
  });
});
