import { screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useModalStore } from "../../../components/modal/modal-store";
import { renderWithProviders } from "../../../test/render";
import { RegisterPage } from "./register-page";

const viewer = vi.hoisted(() => ({ hasValidCard: false }));
vi.mock("../../session/session-query", () => ({
  useSession: () => viewer,
  deriveSessionView: vi.fn(),
  peekSession: vi.fn(),
  refreshSession: vi.fn(),
  VISITOR_SNAPSHOT: {},
}));

function renderRegister(trial: { is_free_trial: boolean; is_eligible: boolean }) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json(trial)),
  );
  return renderWithProviders(
    <MemoryRouter initialEntries={["/register"]}>
      <RegisterPage />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  viewer.hasValidCard = false;
});
afterEach(() => {
  vi.unstubAllGlobals();
  useModalStore.setState({ current: null });
});

describe("/register", () => {
  it("tells an active member at once, and keeps the card form without the free trial", async () => {
    viewer.hasValidCard = true;
    renderRegister({ is_free_trial: false, is_eligible: true });
    expect(useModalStore.getState().current?.type).toBe("membership-active-member");
    expect(
      await screen.findByRole("heading", { name: "Register a card you already have" }),
    ).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Try SPC free for 30 days" })).toBeNull();
  });

  it("offers the free trial to an eligible member without a card, with no notice", async () => {
    renderRegister({ is_free_trial: false, is_eligible: true });
    expect(await screen.findByRole("heading", { name: "Try SPC free for 30 days" })).toBeTruthy();
    expect(useModalStore.getState().current).toBeNull();
  });
});
