import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import type { DropinInstance } from "../payment-method/drop-in";
import { PurchaseSummaryPage } from "./purchase-summary-page";

vi.mock("../../session/session-query", () => ({ refreshSession: vi.fn(async () => ({})) }));

// The Drop-in cannot run offline: the page gets a fake `dropin.create` through the loader.
const dropin = vi.hoisted(() => ({
  payloads: [] as (string | Error)[],
  instance: null as unknown,
}));
vi.mock("../payment-method/drop-in", async (importOriginal) => {
  const original = await importOriginal<typeof import("../payment-method/drop-in")>();
  return { ...original, loadDropinCreate: async () => async () => dropin.instance };
});

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

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const completed = () =>
  json(201, {
    success: true,
    order: { ...price.price, id: "o1" },
    card: { card_number: "6018000000000001", csv: "123", cobrand: "spc", status: "active" },
    transaction_id: "t1",
  });

function stubApi(checkouts: (() => Response | Promise<Response>)[]) {
  const calls: Headers[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.startsWith("/api/promos/v2/product")) return json(200, price);
      if (url === "/api/store/v2/vault_client_token") {
        return json(200, { client_token: "braintree-client-token", gateway: "braintree" });
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
      </Routes>
    </MemoryRouter>,
  );
}

let instance: Record<keyof DropinInstance, Mock>;

describe("the purchase summary with the Braintree Drop-in", () => {
  beforeEach(() => {
    sessionStorage.clear();
    instance = {
      requestPaymentMethod: vi.fn(async () => {
        const next = dropin.payloads.shift();
        if (next === undefined || next instanceof Error) throw next ?? new Error("none");
        return { nonce: next };
      }),
      clearSelectedPaymentMethod: vi.fn(),
      teardown: vi.fn(async () => undefined),
    };
    dropin.instance = instance;
  });
  afterEach(() => vi.unstubAllGlobals());

  const payButton = async () => {
    const pay = await screen.findByRole("button", { name: "Pay $13.55" });
    await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false));
    return pay;
  };

  it("pays with the Drop-in's nonce and retries a lost answer with the same nonce and key", async () => {
    dropin.payloads = ["tokencc_first", "tokencc_second"];
    const calls = stubApi([() => Promise.reject(new TypeError("Failed to fetch")), completed]);
    renderSummary();
    expect(screen.queryByRole("group", { name: "Test payment" })).toBeNull();
    await userEvent.click(await payButton());
    expect(await screen.findByText(/couldn’t reach the server/)).toBeTruthy();
    await userEvent.click(await payButton());
    expect(await screen.findByRole("heading", { name: "Completion page" })).toBeTruthy();
    expect(calls.map((headers) => headers.get("x-payment-nonce"))).toEqual([
      "tokencc_first",
      "tokencc_first",
    ]);
    expect(calls[1]?.get("idempotency-key")).toBe(calls[0]?.get("idempotency-key"));
    expect(instance.requestPaymentMethod).toHaveBeenCalledTimes(1);
  });

  it("after a decline asks the Drop-in for a new payment method and a new key", async () => {
    dropin.payloads = ["tokencc_declined", "tokencc_other"];
    const calls = stubApi([
      () => json(402, { error: { code: "payment_declined", message: "Declined" } }),
      completed,
    ]);
    renderSummary();
    await userEvent.click(await payButton());
    expect((await screen.findByRole("alert")).textContent).toContain("Your payment was declined");
    expect(instance.clearSelectedPaymentMethod).toHaveBeenCalledTimes(1);
    await userEvent.click(await payButton());
    expect(await screen.findByRole("heading", { name: "Completion page" })).toBeTruthy();
    expect(calls[1]?.get("x-payment-nonce")).toBe("tokencc_other");
    expect(calls[1]?.get("idempotency-key")).not.toBe(calls[0]?.get("idempotency-key"));
  });

  it("asks for payment details without calling checkout when the Drop-in has none", async () => {
    dropin.payloads = [new Error("No payment method is available.")];
    const calls = stubApi([]);
    renderSummary();
    await userEvent.click(await payButton());
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Enter or choose a payment method, then try again.",
    );
    expect(calls).toHaveLength(0);
  });
});
