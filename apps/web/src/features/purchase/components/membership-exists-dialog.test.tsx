import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { useModalStore } from "../../../components/modal/modal-store";
import { renderWithProviders } from "../../../test/render";
import { MembershipExistsDialog } from "./membership-exists-dialog";

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderDialog(billing: boolean) {
  useModalStore.setState({ current: { type: "purchase-membership-exists", props: { billing } } });
  return renderWithProviders(
    <MemoryRouter initialEntries={["/deals"]}>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
      <MembershipExistsDialog billing={billing} />
    </MemoryRouter>,
  );
}

afterEach(() => useModalStore.setState({ current: null }));

describe("membership-exists notice", () => {
  it("goes to billing when the member chooses it", async () => {
    renderDialog(true);
    expect(screen.getByRole("dialog", { name: "You already have a membership" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Manage billing" }));
    expect(screen.getByTestId("where").textContent).toBe("/billing");
    expect(useModalStore.getState().current).toBeNull();
  });

  it("closes on the deals page with browse deals, and hides billing when it is closed to them", async () => {
    renderDialog(false);
    expect(screen.queryByRole("button", { name: "Manage billing" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Browse deals" }));
    expect(screen.getByTestId("where").textContent).toBe("/deals");
    expect(useModalStore.getState().current).toBeNull();
  });
});
