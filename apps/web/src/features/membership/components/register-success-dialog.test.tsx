import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { useModalStore } from "../../../components/modal/modal-store";
import { renderWithProviders } from "../../../test/render";
import { memberCard } from "../test-cards";
import { AutoRenewPromptDialog, RegisterSuccessDialog } from "./register-success-dialog";

const NEW_MEMBER = { hasValidCard: false, isFreeTrial: false };

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderAt(ui: React.ReactNode) {
  // The dialog is open in the store, as when /register opened it.
  useModalStore.setState({
    current: {
      type: "membership-register-success",
      props: { card: memberCard(), before: NEW_MEMBER },
    },
  });
  return renderWithProviders(
    <MemoryRouter initialEntries={["/register"]}>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
      {ui}
    </MemoryRouter>,
  );
}

afterEach(() => useModalStore.setState({ current: null }));

describe("register success, start shopping (spec §4)", () => {
  it("opens the later-auto-renew prompt for a new member whose card does not renew", async () => {
    renderAt(<RegisterSuccessDialog card={memberCard()} before={NEW_MEMBER} />);
    await userEvent.click(screen.getByRole("button", { name: "Start shopping" }));
    expect(useModalStore.getState().current?.type).toBe("membership-auto-renew-prompt");
    expect(screen.getByTestId("where").textContent).toBe("/deals");
  });

  it("does not prompt a member who already had a valid card", async () => {
    renderAt(
      <RegisterSuccessDialog card={memberCard()} before={{ ...NEW_MEMBER, hasValidCard: true }} />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Start shopping" }));
    expect(useModalStore.getState().current).toBeNull();
  });

  it("does not prompt for a free-trial card (/billing is closed to trials)", async () => {
    renderAt(<RegisterSuccessDialog card={memberCard({ is_trial: true })} before={NEW_MEMBER} />);
    await userEvent.click(screen.getByRole("button", { name: "Start shopping" }));
    expect(useModalStore.getState().current).toBeNull();
  });

  it("does not prompt when the card renews already", async () => {
    renderAt(
      <RegisterSuccessDialog card={memberCard({ is_auto_renew: true })} before={NEW_MEMBER} />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Start shopping" }));
    expect(useModalStore.getState().current).toBeNull();
  });
});

describe("later-auto-renew prompt", () => {
  it("sends yes to /billing", async () => {
    renderAt(<AutoRenewPromptDialog />);
    await userEvent.click(screen.getByRole("button", { name: "Yes, set it up" }));
    expect(screen.getByTestId("where").textContent).toBe("/billing");
  });
});
