import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import {
  completedCheckout,
  declinedCheckout,
  renderSummary,
  stubApi,
} from "./purchase-summary.fixture";
import { PurchaseSummaryPage } from "./purchase-summary-page";

vi.mock("../../session/session-query", () => ({ refreshSession: vi.fn(async () => ({})) }));

describe("the purchase summary", () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it("goes back to /purchase when opened directly", () => {
    stubApi([]);
    renderWithProviders(
      <MemoryRouter initialEntries={["/purchase/summary"]}>
        <Routes>
          <Route path="/purchase/summary" element={<PurchaseSummaryPage />} />
          <Route path="/purchase" element={<h1>Purchase page</h1>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { name: "Purchase page" })).toBeTruthy();
  });

  it("shows the price and the province's tax lines in Canadian English", async () => {
    stubApi([]);
    renderSummary();
    expect(await screen.findByText("$11.99")).toBeTruthy();
    expect(screen.getByText("HST (13%)")).toBeTruthy();
    expect(screen.getByText("$1.56")).toBeTruthy();
    expect(screen.getByTestId("price-total").textContent).toBe("$13.55");
  });

  it("sends the same Idempotency-Key when the same payment is retried after a lost answer", async () => {
    const calls = stubApi([
      () => Promise.reject(new TypeError("Failed to fetch")),
      completedCheckout,
    ]);
    renderSummary();
    const pay = await screen.findByRole("button", { name: "Pay $13.55" });
    await userEvent.click(pay);
    expect(await screen.findByText(/couldn’t reach the server/)).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Pay $13.55" }));
    expect(await screen.findByRole("heading", { name: "Completion page" })).toBeTruthy();
    expect(calls).toHaveLength(2);
    const [first, second] = calls.map((headers) => headers.get("idempotency-key"));
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toBe(first);
    expect(calls[0]?.get("x-payment-nonce")).toBe("fake-valid-nonce");
  });

  it("shows a decline, keeps the page, and pays with a new key on the next attempt", async () => {
    const calls = stubApi([declinedCheckout, completedCheckout]);
    renderSummary();
    await userEvent.click(await screen.findByLabelText("Declined payment (test card)"));
    await userEvent.click(screen.getByRole("button", { name: "Pay $13.55" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Your payment was declined");
    expect(calls[0]?.get("x-payment-nonce")).toBe("fake-processor-declined-visa-nonce");

    await userEvent.click(screen.getByLabelText("Approved payment (test card)"));
    await userEvent.click(screen.getByRole("button", { name: "Pay $13.55" }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.get("idempotency-key")).not.toBe(calls[0]?.get("idempotency-key"));
    expect(await screen.findByRole("heading", { name: "Completion page" })).toBeTruthy();
  });

  it("disables the pay button while the payment is pending", async () => {
    let release!: (response: Response) => void;
    stubApi([() => new Promise<Response>((resolve) => (release = resolve))]);
    renderSummary();
    const pay = await screen.findByRole("button", { name: "Pay $13.55" });
    await userEvent.click(pay);
    const pending = await screen.findByRole("button", { name: "Processing payment…" });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    release(declinedCheckout());
    expect(await screen.findByRole("alert")).toBeTruthy();
  });

  it("styles the enabled Pay button as the primary action, not like a disabled one", async () => {
    stubApi([]);
    renderSummary();
    const pay = await screen.findByRole("button", { name: "Pay $13.55" });
    await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false));
    // The same classes as the Log in and Create my account buttons (a bare .button is unstyled).
    expect(pay.className).toBe("button button--primary button--large");
  });
});
