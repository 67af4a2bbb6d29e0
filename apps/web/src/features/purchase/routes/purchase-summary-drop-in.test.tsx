import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from "vitest";
import type { DropinInstance } from "../payment-method/drop-in";
import {
  completedCheckout,
  declinedCheckout,
  renderSummary,
  stubApi,
} from "./purchase-summary.fixture";

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
    const calls = stubApi(
      [() => Promise.reject(new TypeError("Failed to fetch")), completedCheckout],
      "braintree",
    );
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
    const calls = stubApi([declinedCheckout, completedCheckout], "braintree");
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
    const calls = stubApi([], "braintree");
    renderSummary();
    await userEvent.click(await payButton());
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Enter or choose a payment method, then try again.",
    );
    expect(calls).toHaveLength(0);
  });
});
