import { screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render";
import { Card, CardLink } from "./card";

describe("Card", () => {
  it("is a section named by its title, with its actions in the footer", () => {
    renderWithProviders(
      <Card
        title="Auto-renew"
        titleAside={<span>On</span>}
        footer={<button type="button">Save</button>}
      >
        <p>Renews on 1 May</p>
      </Card>,
    );
    const region = screen.getByRole("region", { name: "Auto-renew" });
    expect(screen.getByRole("heading", { level: 2, name: "Auto-renew" })).toBeTruthy();
    expect(region.querySelector(".card__footer")?.textContent).toBe("Save");
    expect(region.textContent).toBe("Auto-renewOnRenews on 1 MaySave");
  });

  it("leaves a plain box unnamed, or named by what the page says", () => {
    renderWithProviders(
      <>
        <Card as="div">
          <p>Just a box</p>
        </Card>
        <Card aria-labelledby="intro">
          <p id="intro">Activate your card</p>
        </Card>
      </>,
    );
    expect(screen.getByText("Just a box").closest(".card")?.hasAttribute("aria-labelledby")).toBe(
      false,
    );
    expect(screen.getByRole("region", { name: "Activate your card" })).toBeTruthy();
  });

  it("as an interactive tile is one link, named by its own text only", () => {
    renderWithProviders(
      <MemoryRouter>
        <Card as="article" interactive density="compact" media={<img src="x.png" alt="" />}>
          <p>Maple Slice Pizza</p>
          <h3>
            <CardLink to="/deals/maple/offer/1">15% off any pizza</CardLink>
          </h3>
          <p>Online</p>
        </Card>
      </MemoryRouter>,
    );
    const links = screen.getAllByRole("link");
    expect(links).toHaveLength(1);
    expect(links[0]?.textContent).toBe("15% off any pizza");
    expect(links[0]?.getAttribute("href")).toBe("/deals/maple/offer/1");
    const card = links[0]?.closest(".card");
    expect(card?.className).toBe("card card--compact card--interactive card--media");
    expect(card?.firstElementChild?.className).toBe("card__media");
  });
});
