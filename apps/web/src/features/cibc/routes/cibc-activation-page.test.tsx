import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api-client";
import { renderWithProviders } from "../../../test/render";
import { readAffiliateMarker, storeAffiliateMarker } from "../affiliate-storage";
import { CibcActivationPage } from "./cibc-activation-page";

vi.mock("../api/associate-card", () => ({ associateCard: vi.fn() }));
vi.mock("../../session/session-query", () => ({ refreshSession: vi.fn(async () => ({})) }));
vi.mock("../../../components/modal/modal-store", () => ({ openModal: vi.fn() }));

const { associateCard } = await import("../api/associate-card");
const { openModal } = await import("../../../components/modal/modal-store");

let sequence = 0;

function renderStep() {
  // A fresh token per test: the page deduplicates calls per token.
  sequence += 1;
  storeAffiliateMarker({ bank: "cibc", token: `token-${sequence}` });
  return renderWithProviders(
    <MemoryRouter initialEntries={["/cibc/activation"]}>
      <Routes>
        <Route path="/cibc/activation" element={<CibcActivationPage />} />
        <Route path="/deals" element={<h1>Deals page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  vi.mocked(associateCard).mockReset();
  vi.mocked(openModal).mockClear();
});

describe("the bank-affiliate registration step", () => {
  it("spends the token once, clears the marker, and welcomes the member to SPC+ on /deals", async () => {
    vi.mocked(associateCard).mockResolvedValue({ upgradeType: "upgrade", card: {} as never });
    renderStep();
    expect(await screen.findByRole("heading", { name: "Deals page" })).toBeTruthy();
    expect(associateCard).toHaveBeenCalledTimes(1);
    expect(associateCard).toHaveBeenCalledWith(`token-${sequence}`);
    expect(readAffiliateMarker()).toBeNull();
    expect(openModal).toHaveBeenCalledWith("cibc-plus-welcome", { upgradeType: "upgrade" });
  });

  it("says the bank membership is already registered (400 already_associated)", async () => {
    vi.mocked(associateCard).mockRejectedValue(new ApiError(400, "already_associated", "x"));
    renderStep();
    expect(await screen.findByText("Your bank membership is already registered.")).toBeTruthy();
    expect(readAffiliateMarker()).toBeNull();
  });

  it("explains a link used by another account", async () => {
    vi.mocked(associateCard).mockRejectedValue(new ApiError(409, "affiliate_token_used", "x"));
    renderStep();
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This CIBC link has already been used by another account.",
    );
    expect(readAffiliateMarker()).toBeNull();
  });

  it("alerts 'CIBC Registration failed' on other failures and retries with the same token", async () => {
    vi.mocked(associateCard)
      .mockRejectedValueOnce(new ApiError(503, "unavailable", "x"))
      .mockResolvedValueOnce({ upgradeType: "new", card: {} as never });
    renderStep();
    expect((await screen.findByRole("alert")).textContent).toBe("CIBC Registration failed");
    expect(readAffiliateMarker()).not.toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() =>
      expect(openModal).toHaveBeenCalledWith("cibc-plus-welcome", { upgradeType: "new" }),
    );
    expect(associateCard).toHaveBeenCalledTimes(2);
  });
});
