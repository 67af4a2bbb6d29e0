import { screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { peekRedirect, rememberRedirect } from "../../session";
import { signupDestination } from "../../signup";
import { ActivatePage } from "./activate-pages";

const viewer = vi.hoisted(() => ({ loading: false, isLoggedIn: false }));
vi.mock("../../session/session-query", () => ({ useSession: () => viewer }));

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

describe("an in-store card's QR link opened by a visitor", () => {
  it("goes to sign-up with the card and remembers its activation for after the sign-up", async () => {
    renderWithProviders(
      <MemoryRouter initialEntries={["/activate?card_num=6018700000000102&csv=271"]}>
        <Routes>
          <Route path="/activate" element={<ActivatePage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    expect((await screen.findByTestId("where")).textContent).toBe(
      "/signup?card_num=6018700000000102&csv=271&from_qr=true",
    );
    expect(peekRedirect()).toBe("/signup/activate?card_num=6018700000000102&csv=271");
    // The last sign-up step continues there, not at the purchase.
    expect(signupDestination("")).toBe("/signup/activate?card_num=6018700000000102&csv=271");
    expect(peekRedirect()).toBeNull();
  });

  it("still never remembers the other sign-up steps", () => {
    for (const path of ["/signup", "/signup/additional", "/signup/activation/complete"]) {
      rememberRedirect(path);
      expect(peekRedirect()).toBeNull();
    }
  });
});
