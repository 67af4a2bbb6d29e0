import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import en from "../../../i18n/en.json";
import { IntlProvider } from "../../../i18n/intl-lite";
import { HeaderSession } from "./header-session";

const view = vi.hoisted(() => ({
  loading: false,
  isLoggedIn: true,
  hasValidCard: true,
  isRegistered: true,
  showsBillingLink: false,
  snapshot: { user: { name: "Camille", email: "c@example.com" }, profile: null },
}));
vi.mock("../session-query", async (importActual) => ({
  ...(await importActual<typeof import("../session-query")>()),
  useSession: () => view,
}));

function renderHeader(path = "/deals") {
  render(
    <IntlProvider locale="en-CA" messages={en}>
      <MemoryRouter initialEntries={[path]}>
        <HeaderSession />
      </MemoryRouter>
    </IntlProvider>,
  );
}

describe("HeaderSession", () => {
  it("gives a registered member the favourites entry (spec §2.7), marked on /favourites", () => {
    renderHeader("/favourites");
    const link = screen.getByRole("link", { name: "Favourites" });
    expect(link.getAttribute("href")).toBe("/favourites");
    expect(link.getAttribute("aria-current")).toBe("page");
  });

  it("gives it to nobody else", () => {
    view.isRegistered = false;
    view.hasValidCard = false;
    renderHeader();
    expect(screen.queryByRole("link", { name: "Favourites" })).toBeNull();
    view.isLoggedIn = false;
    renderHeader();
    expect(screen.queryByRole("link", { name: "Favourites" })).toBeNull();
  });
});
