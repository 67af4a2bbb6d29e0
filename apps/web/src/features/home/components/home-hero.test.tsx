import { screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { HomeHero } from "./home-hero";

const viewer = vi.hoisted(() => ({ loading: false, isLoggedIn: false, hasValidCard: false }));
vi.mock("../../session/session-query", () => ({ useSession: () => viewer }));

function renderHero(who: Partial<typeof viewer>) {
  Object.assign(viewer, { loading: false, isLoggedIn: false, hasValidCard: false }, who);
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json({ country: "ca", currency: "CAD", languages: ["en", "fr"] })),
  );
  renderWithProviders(
    <MemoryRouter>
      <HomeHero />
    </MemoryRouter>,
  );
}

const link = (name: string) => screen.queryByRole("link", { name });

afterEach(() => vi.unstubAllGlobals());

describe("the home hero", () => {
  it("offers a visitor to join, buy, activate or log in", () => {
    renderHero({});
    expect(link("Join now")).toBeTruthy();
    expect(link("Activate a card")).toBeTruthy();
    expect(link("Already a member? Log in")?.getAttribute("href")).toBe("/login");
  });

  it("does not ask a signed-in user without a card to log in", () => {
    renderHero({ isLoggedIn: true });
    expect(link("Join now")).toBeTruthy();
    expect(link("Activate a card")).toBeTruthy();
    expect(link("Already a member? Log in")).toBeNull();
  });

  it("sends a member with a valid card to the deals and their card, selling nothing", () => {
    renderHero({ isLoggedIn: true, hasValidCard: true });
    expect(link("Browse the deals")?.getAttribute("href")).toBe("/deals");
    expect(link("Show my card")?.getAttribute("href")).toBe("/membership-screen");
    expect(link("Join now")).toBeNull();
    expect(link("Buy a card")).toBeNull();
    expect(link("Already a member? Log in")).toBeNull();
    expect(screen.queryByText(/\/year/)).toBeNull();
  });
});
