import { MemoryRouter, Route, Routes } from "react-router";
import { vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { PurchaseSummaryPage } from "./purchase-summary-page";

// What the purchase summary's tests share: the API's answers (the price, a client token, the
// checkouts each test scripts) and the page opened the way the plan screen opens it.

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

/** The checkout's answer when the payment went through. */
export const completedCheckout = () =>
  json(201, { success: true, order: { ...price.price, id: "o1" }, card, transaction_id: "t1" });

/** The checkout's answer when the processor declined the payment. */
export const declinedCheckout = () =>
  json(402, { error: { code: "payment_declined", message: "Declined" } });

const CLIENT_TOKENS = { local: "local-test-gateway", braintree: "braintree-client-token" };

/**
 * Stubs fetch: the price, a client token naming `gateway` (the test-nonce picker or the Drop-in)
 * and the checkout answers to give, in order. Returns every checkout call's headers.
 */
export function stubApi(
  checkouts: (() => Response | Promise<Response>)[],
  gateway: keyof typeof CLIENT_TOKENS = "local",
): Headers[] {
  const calls: Headers[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.startsWith("/api/promos/v2/product")) return json(200, price);
      if (url === "/api/store/v2/vault_client_token") {
        return json(200, { client_token: CLIENT_TOKENS[gateway], gateway });
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

/** The summary as the plan screen opens it, beside stand-ins for the pages it leads to. */
export function renderSummary() {
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
