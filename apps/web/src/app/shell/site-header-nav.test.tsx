import type { MenuLink } from "@spc/shared";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render";
import { fitCount } from "./priority-items";
import { MoreLinks } from "./site-header-nav";

describe("fitCount", () => {
  it("shows every item when the row holds them all, with no room kept for More", () => {
    expect(fitCount([100, 80, 90], 4, 278, 70)).toBe(3);
  });

  it("keeps room for More once the items do not all fit, and shows what fits beside it", () => {
    // 100 + 4 + 80 + 4 + 90 = 278 > 250: More (70) + 100 + 80 fits in 258, not in 250.
    expect(fitCount([100, 80, 90], 4, 250, 70)).toBe(1);
    expect(fitCount([100, 80, 90], 4, 258, 70)).toBe(2);
  });

  it("keeps the order: a short item after a long one that does not fit goes too", () => {
    expect(fitCount([100, 200, 20], 0, 250, 50)).toBe(1);
  });

  it("shows nothing but More when not even the first item fits, and handles no items", () => {
    expect(fitCount([300], 0, 200, 60)).toBe(0);
    expect(fitCount([], 4, 0, 60)).toBe(0);
  });
});

const links: MenuLink[] = [
  { id: 4, en: "Banking", fr: "Services bancaires", link: null, route: "/cibc", force_link: false },
  {
    id: 5,
    en: "About SPC+",
    fr: "À propos de SPC+",
    link: null,
    route: "/spc-plus",
    force_link: false,
  },
];

function renderMore() {
  renderWithProviders(
    <MemoryRouter>
      <MoreLinks links={links} />
      <button type="button">Elsewhere</button>
    </MemoryRouter>,
  );
  return screen.getByRole("button", { name: "More" });
}

describe("the More disclosure of the header menu", () => {
  it("says it is closed, opens on a click to the links that did not fit, and closes again", async () => {
    const user = userEvent.setup();
    const more = renderMore();
    expect(more.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("link", { name: "Banking" })).toBeNull();

    await user.click(more);
    expect(more.getAttribute("aria-expanded")).toBe("true");
    const panel = document.getElementById(more.getAttribute("aria-controls") ?? "");
    expect(panel?.hidden).toBe(false);
    expect(screen.getByRole("link", { name: "About SPC+" }).getAttribute("href")).toBe("/spc-plus");

    await user.click(more);
    expect(more.getAttribute("aria-expanded")).toBe("false");
  });

  it("opens from the keyboard, and Escape closes it and gives the button its focus back", async () => {
    const user = userEvent.setup();
    const more = renderMore();
    more.focus();
    await user.keyboard("{Enter}");
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "Banking" }));

    await user.keyboard("{Escape}");
    expect(more.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(more);
  });

  it("closes when focus leaves it or a click lands elsewhere, and when a link is chosen", async () => {
    const user = userEvent.setup();
    const more = renderMore();
    await user.click(more);
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Elsewhere" }));
    expect(more.getAttribute("aria-expanded")).toBe("false");

    await user.click(more);
    await user.click(document.body);
    expect(more.getAttribute("aria-expanded")).toBe("false");

    await user.click(more);
    await user.click(screen.getByRole("link", { name: "Banking" }));
    expect(more.getAttribute("aria-expanded")).toBe("false");
  });
});
