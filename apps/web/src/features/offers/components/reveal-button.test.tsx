import { fireEvent, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useModalStore } from "../../../components/modal/modal-store";
import { queryClient } from "../../../lib/query-client";
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

afterEach(() => {
  vi.restoreAllMocks();
  queryClient.clear();
  useModalStore.setState({ current: null, waiting: [] });
});

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

  it("acts on a click made while the session is still loading, once it has answered", async () => {
    // The button shows before the session answers; a click then used to do nothing at all.
    const answers: Array<(response: Response) => void> = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(
      () => new Promise<Response>((resolve) => answers.push(resolve)),
    );
    renderWithProviders(
      <MemoryRouter initialEntries={["/deals/cibc/offer/12?source=home"]}>
        <RevealButton
          offer={{ offer_id: 12, is_spc_plus: false, online: true, code_mode: "static" }}
          partnerName="CIBC"
        />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole("button"));
    expect(useModalStore.getState().current).toBeNull();

    for (const answer of answers.splice(0)) answer(Response.json(null));
    await vi.waitFor(() =>
      expect(useModalStore.getState().current).toEqual({
        type: "login-prompt",
        props: { redirectTo: "/deals/cibc/offer/12?source=home" },
      }),
    );
  });
});
