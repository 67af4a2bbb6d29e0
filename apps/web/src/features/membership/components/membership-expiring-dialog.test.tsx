import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { useModalStore } from "../../../components/modal/modal-store";
import { renderWithProviders } from "../../../test/render";
import { EXPIRING_MODAL_COOKIE, expiringModalSeen } from "./expiry-banner";
import { MembershipExpiringDialog } from "./membership-expiring-dialog";

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function open(type: "auto-renew" | "payment", days: number) {
  useModalStore.setState({ current: { type: "membership-expiring", props: { type, days } } });
  return renderWithProviders(
    <MemoryRouter initialEntries={["/deals"]}>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
      <MembershipExpiringDialog type={type} days={days} />
    </MemoryRouter>,
  );
}

afterEach(() => {
  useModalStore.setState({ current: null });
  // biome-ignore lint/suspicious/noDocumentCookie: resetting the test's first-party cookie
  document.cookie = `${EXPIRING_MODAL_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
});

describe("membership-expiring dialog (spec §2.8, §4)", () => {
  it("says how many days are left and leads to /billing", async () => {
    open("auto-renew", 3);
    expect(screen.getByText(/It expires in 3 days/)).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Turn on auto-renewal" }));
    expect(screen.getByTestId("where").textContent).toBe("/billing");
    expect(useModalStore.getState().current).toBeNull();
    expect(expiringModalSeen()).toBe(false);
  });

  it("'Don't remind me' closes it and remembers the choice", async () => {
    open("payment", 7);
    await userEvent.click(screen.getByRole("button", { name: "Don’t remind me" }));
    expect(useModalStore.getState().current).toBeNull();
    expect(expiringModalSeen()).toBe(true);
    expect(screen.getByTestId("where").textContent).toBe("/deals");
  });
});
