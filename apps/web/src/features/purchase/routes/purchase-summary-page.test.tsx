import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { PurchaseSummaryPage } from "./purchase-summary-page";

vi.mock("../../session/session-query", () => ({ refreshSession: vi.fn(async () => ({})) }));

const price = {
  product: { id: "1_year_card" },
  price: {
    currency: "CAD",
    subtotal_cents: 1199,
    discount_cents: 0,
    tax_cents: 156,
    total_cents: 1355,
    tax_rate: 0.13,
    taxes: [{ name: "HST", rate: 0.13, amount_cents: 156 }],
    province: "ON",
  },
  promo: null,
};
const card = {
  card_number: "6012345678901234",
  csv: "123",
  cobrand: "spc",
  status: "active",
  is_expired: false,
  expiry_date: "2027-11-21",
  is_primary: true,
  is_g_ticket: false,
  is_online_purchased: true,
  campus: null,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** The checkout answers to give, in order; every checkout call's headers are recorded. */
function stubApi(checkouts: (() => Response | Promise<Response>)[]) {
  const calls: Headers[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.startsWith("/api/promos/v2/product")) return json(200, price);
      if (url === "/api/store/v2/vault_client_token") {
        return json(200, { client_token: "local-test-gateway", gateway: "local" });
      }
      if (url === "/api/store/v4/checkout/purchase") {
        calls.push(new Headers(init?.headers));
        const next = checkouts.shift();
        if (!next) throw new Error("unexpected checkout");
        return next();
      }
      throw new Error(`unexpected ${url}`);
    }),
  );
  return calls;
}

function renderSummary() {
  return renderWithProviders(
    <MemoryRouter
      initialEntries={[{ pathname: "/purchase/summary", state: { from: "/signup/purchase" } }]}
    >
      <Routes>
        <Route path="/purchase/summary" element={<PurchaseSummaryPage />} />
        <Route path="/purchase/completion" element={<h1>Completion page</h1>} />
        <Route path="/purchase" element={<h1>Purchase page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

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
      () =>
        json(201, {
          success: true,
          order: { ...price.price, id: "o1" },
          card,
          transaction_id: "t1",
        }),
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
    const calls = stubApi([
      () => json(402, { error: { code: "payment_declined", message: "Declined" } }),
      () =>
        json(201, {
          success: true,
          order: { ...price.price, id: "o1" },
          card,
          transaction_id: "t1",
        }),
    ]);
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
    release(json(402, { error: { code: "payment_declined", message: "Declined" } }));
    expect(await screen.findByRole("alert")).toBeTruthy();
  });
});
