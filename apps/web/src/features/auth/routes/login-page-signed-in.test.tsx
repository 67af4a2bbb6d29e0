import { screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { LoginPage } from "./login-page";

const viewer = vi.hoisted(() => ({
  loading: false,
  isLoggedIn: true,
  isRegistered: true,
  hasValidCard: true,
}));
vi.mock("../../session/session-query", () => ({ useSession: () => viewer }));

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

async function landingOfLogin(who: Partial<typeof viewer>): Promise<string | null> {
  Object.assign(viewer, { loading: false, isLoggedIn: true }, who);
  renderWithProviders(
    <MemoryRouter initialEntries={["/login"]}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return (await screen.findByTestId("where")).textContent;
}

describe("/login opened while signed in", () => {
  it("sends a member with a valid card to the deals", async () => {
    expect(await landingOfLogin({ isRegistered: true, hasValidCard: true })).toBe("/deals");
  });

  it("sends a registered user without a card to the purchase", async () => {
    expect(await landingOfLogin({ isRegistered: true, hasValidCard: false })).toBe(
      "/signup/purchase",
    );
  });

  it("sends someone not registered yet to finish the sign-up", async () => {
    expect(await landingOfLogin({ isRegistered: false, hasValidCard: false })).toBe("/signup");
  });
});
