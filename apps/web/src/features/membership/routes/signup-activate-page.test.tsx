import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { memberCard } from "../test-cards";
import { SignupActivatePage } from "./signup-activate-page";

vi.mock("../../session/session-query", () => ({ refreshSession: vi.fn(async () => ({})) }));

const CARD = "6018700000000101";

function Completion() {
  const state = useLocation().state as { card?: { card_number: string } } | null;
  return <p data-testid="completion">{state?.card?.card_number}</p>;
}

function serve(registerable: boolean) {
  const asked: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const path = String(input);
      asked.push(path);
      if (path === "/api/users/v2/card/registerable") {
        return Response.json({
          registerable,
          reason: registerable ? null : "invalid_card_code",
          cobrand: "spc",
        });
      }
      if (path === "/api/users/v2/register/card") {
        return Response.json({ card: memberCard({ card_number: CARD }) }, { status: 201 });
      }
      throw new Error(`unexpected ${path}`);
    }),
  );
  return asked;
}

function renderPage(query: string) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[`/signup/activate${query}`]}>
      <Routes>
        <Route path="/signup/activate" element={<SignupActivatePage />} />
        <Route path="/signup/activation/complete" element={<Completion />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("/signup/activate", () => {
  it("activates the card from its link and ends on the activation-complete screen", async () => {
    const asked = serve(true);
    renderPage(`?card_num=${CARD}&csv=314`);
    expect((screen.getByLabelText("Card number") as HTMLInputElement).value).toBe(
      "6018-7000-0000-0101",
    );
    await userEvent.click(screen.getByRole("button", { name: "Register my card" }));
    expect((await screen.findByTestId("completion")).textContent).toBe(CARD);
    expect(asked).toEqual(["/api/users/v2/card/registerable", "/api/users/v2/register/card"]);
  });

  it("refuses a wrong security code and stays", async () => {
    const asked = serve(false);
    renderPage(`?card_num=${CARD}&csv=000`);
    await userEvent.click(screen.getByRole("button", { name: "Register my card" }));
    expect(await screen.findByText("The card number and security code don’t match.")).toBeTruthy();
    expect(asked).toEqual(["/api/users/v2/card/registerable"]);
    expect(screen.queryByTestId("completion")).toBeNull();
  });
});
