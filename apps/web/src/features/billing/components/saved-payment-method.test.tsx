import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useModalStore } from "../../../components/modal/modal-store";
import { renderWithProviders } from "../../../test/render";
import { SavedPaymentMethod } from "./saved-payment-method";

function answer(body: unknown, status = 200) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      if (String(input) !== "/api/store/payment_method") throw new Error(`unexpected ${input}`);
      return new Response(JSON.stringify(body), {
        status,
        headers: { "Content-Type": "application/json" },
      });
    }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  useModalStore.setState({ current: null });
});

describe("/billing's payment method", () => {
  it("shows the saved card with its expiry and a change action that opens the dialog", async () => {
    answer({
      payment_method: {
        type: "card",
        brand: "Visa",
        last4: "1881",
        expiry: "07/2029",
        email: null,
      },
    });
    renderWithProviders(<SavedPaymentMethod />);
    expect((await screen.findByTestId("saved-payment-method")).textContent).toBe(
      "Visa ending in 1881 · Expires 07/2029",
    );
    await userEvent.click(screen.getByRole("button", { name: "Change payment method" }));
    expect(useModalStore.getState().current?.type).toBe("billing-payment-method");
  });

  it("invites the member to add one when nothing is saved", async () => {
    answer({ payment_method: null });
    renderWithProviders(<SavedPaymentMethod />);
    expect(
      await screen.findByText("No payment method saved. Add one to renew automatically."),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Add a payment method" })).toBeTruthy();
  });

  it("says when the method cannot be loaded, with a retry", async () => {
    answer({ error: { code: "internal_error", message: "x" } }, 500);
    renderWithProviders(<SavedPaymentMethod />);
    expect(await screen.findByText("We couldn’t load your payment method.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});
