import { screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { RevealButton } from "./reveal-button";

type ButtonOffer = Parameters<typeof RevealButton>[0]["offer"];

function renderButton(offer: Partial<ButtonOffer>) {
  // Nobody is signed in: the label must not depend on who is browsing.
  vi.spyOn(globalThis, "fetch").mockResolvedValue(Response.json({ session: null }));
  renderWithProviders(
    <MemoryRouter>
      <RevealButton
        offer={{ offer_id: 12, is_spc_plus: false, online: true, code_mode: "static", ...offer }}
        partnerName="CIBC"
      />
    </MemoryRouter>,
  );
  return screen.getByRole("button");
}

afterEach(() => vi.restoreAllMocks());

describe("RevealButton", () => {
  it("says it leads to the offer, not to a code, for a link-only online offer", () => {
    expect(renderButton({ code_mode: "no_code" }).textContent).toBe("Go to the offer");
  });

  it("promises a code for an online offer that has one", () => {
    for (const code_mode of ["static", "random", "unique", "card_number"] as const) {
      expect(renderButton({ code_mode }).textContent).toBe("Get the code");
      document.body.innerHTML = "";
    }
  });

  it("shows the in-store offer when the offer is in store only, code or not", () => {
    expect(renderButton({ online: false, code_mode: "no_code" }).textContent).toBe(
      "Show my in-store offer",
    );
  });
});
