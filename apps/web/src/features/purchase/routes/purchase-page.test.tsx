import { screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useModalStore } from "../../../components/modal/modal-store";
import { renderWithProviders } from "../../../test/render";
import { PurchasePage, SignupPurchasePage } from "./purchase-page";

const viewer = vi.hoisted(() => ({
  hasValidCard: true,
  isFreeTrial: false,
  showsBillingLink: true,
  snapshot: { user: { id: "member-1" } },
}));
vi.mock("../../session/session-query", () => ({ useSession: () => viewer }));

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderPurchase(
  trial: { is_free_trial: boolean; is_eligible: boolean },
  path: "/purchase" | "/signup/purchase" = "/purchase",
) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json(trial)),
  );
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/purchase" element={<PurchasePage />} />
        <Route path="/signup/purchase" element={<SignupPurchasePage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  viewer.hasValidCard = true;
  viewer.isFreeTrial = false;
  viewer.showsBillingLink = true;
});
afterEach(() => {
  vi.unstubAllGlobals();
  useModalStore.setState({ current: null });
});

describe("/purchase for someone who already has a membership", () => {
  it("sends a paying member to /deals with the membership-exists notice (billing offered)", async () => {
    renderPurchase({ is_free_trial: false, is_eligible: false });
    expect((await screen.findByTestId("where")).textContent).toBe("/deals");
    expect(useModalStore.getState().current).toEqual({
      type: "purchase-membership-exists",
      props: { billing: true },
    });
  });

  it("offers billing only to members /billing lets in", async () => {
    viewer.showsBillingLink = false;
    renderPurchase({ is_free_trial: false, is_eligible: false });
    await screen.findByTestId("where");
    expect(useModalStore.getState().current?.props).toEqual({ billing: false });
  });

  it("sends a free-trial member on without the notice", async () => {
    renderPurchase({ is_free_trial: true, is_eligible: false });
    expect((await screen.findByTestId("where")).textContent).toBe("/deals");
    expect(useModalStore.getState().current).toBeNull();
  });
});

describe("/signup/purchase for someone who already has a membership", () => {
  it("sends a paying member on to /deals with the membership-exists notice", async () => {
    renderPurchase({ is_free_trial: false, is_eligible: false }, "/signup/purchase");
    expect((await screen.findByTestId("where")).textContent).toBe("/deals");
    expect(useModalStore.getState().current).toEqual({
      type: "purchase-membership-exists",
      props: { billing: true },
    });
  });

  it("sends a free-trial member on to /deals without the notice", async () => {
    viewer.isFreeTrial = true;
    renderPurchase({ is_free_trial: true, is_eligible: false }, "/signup/purchase");
    expect((await screen.findByTestId("where")).textContent).toBe("/deals");
    expect(useModalStore.getState().current).toBeNull();
  });

  it("shows the plan to a registered user without a card", async () => {
    viewer.hasValidCard = false;
    renderPurchase({ is_free_trial: false, is_eligible: true }, "/signup/purchase");
    expect(await screen.findByRole("heading", { level: 1 })).toBeTruthy();
    expect(screen.queryByTestId("where")).toBeNull();
  });
});
