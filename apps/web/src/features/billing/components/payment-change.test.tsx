import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useModalStore } from "../../../components/modal/modal-store";
import en from "../../../i18n/en.json";
import { IntlProvider } from "../../../i18n/intl-lite";
import { queryClient } from "../../../lib/query-client";
import { PaymentMethodDialog } from "./payment-method-dialog";
import { SavedPaymentMethod } from "./saved-payment-method";

const card = (last4: string) => ({
  type: "card",
  brand: "Visa",
  last4,
  expiry: "08/2030",
  email: null,
});

/** The saved method is Visa 1881 until the update, Visa 1111 after it. */
function serveBilling() {
  let saved = card("1881");
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      if (path === "/api/store/payment_method") return Response.json({ payment_method: saved });
      if (path === "/api/store/v2/vault_client_token") {
        return Response.json({ client_token: "local-test-gateway", gateway: "local" });
      }
      if (path === "/api/store/updatePaymentMethod" && init?.method === "PUT") {
        saved = card("1111");
        return Response.json({
          success: true,
          payment_method: { brand: "Visa", last4: "1111" },
          renewal_promo_code: null,
          renewal_status: "none",
        });
      }
      return Response.json({});
    }),
  );
}

function renderBilling(children: React.ReactNode) {
  return render(
    <QueryClientProvider client={queryClient}>
      <IntlProvider locale="en-CA" messages={en}>
        {children}
      </IntlProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
  useModalStore.setState({ current: null, waiting: [] });
});

describe("changing the payment method on /billing", () => {
  it("confirms the change beside the method, which shows the new card, and opens the notice", async () => {
    serveBilling();
    renderBilling(
      <>
        <SavedPaymentMethod />
        <PaymentMethodDialog />
      </>,
    );
    const shown = await screen.findByTestId("saved-payment-method");
    expect(shown.textContent).toBe("Visa ending in 1881 · Expires 08/2030");
    expect(screen.queryByText("Your payment method was updated.")).toBeNull();

    await userEvent.click(await screen.findByLabelText("Approved payment (test card)"));
    const save = screen.getByRole("button", { name: "Save payment method" });
    expect(save.className).toContain("button--primary");
    await userEvent.click(save);

    // (The dialog rendered here stays open, so the page behind it is hidden from roles.)
    const notice = await screen.findByText("Your payment method was updated.");
    expect(notice.closest("[role='status']")).not.toBeNull();
    await waitFor(() => expect(shown.textContent).toBe("Visa ending in 1111 · Expires 08/2030"));
    expect(useModalStore.getState().current).toEqual({
      type: "billing-payment-modified",
      props: { method: { brand: "Visa", last4: "1111" } },
    });
  });

  it("says nothing on a later visit to the page", async () => {
    serveBilling();
    const first = renderBilling(
      <>
        <SavedPaymentMethod />
        <PaymentMethodDialog />
      </>,
    );
    await userEvent.click(await screen.findByLabelText("Approved payment (test card)"));
    await userEvent.click(screen.getByRole("button", { name: "Save payment method" }));
    await screen.findByText("Your payment method was updated.");
    first.unmount();

    renderBilling(<SavedPaymentMethod />);
    await screen.findByTestId("saved-payment-method");
    expect(screen.queryByText("Your payment method was updated.")).toBeNull();
  });

  it("turns auto-renew on after saving, then shows the dialog that asked (the incentive coupon)", async () => {
    serveBilling();
    const then = {
      type: "incentive-coupon-confirm" as const,
      props: {
        coupon: { code: "RENEW15", discount: { type: "percent" as const, value: 15 } },
        renewalDate: null,
        enabled: true,
      },
    };
    renderBilling(<PaymentMethodDialog thenEnable thenOpen={then} />);
    await userEvent.click(await screen.findByLabelText("Approved payment (test card)"));
    await userEvent.click(screen.getByRole("button", { name: "Save payment method" }));
    await waitFor(() => expect(useModalStore.getState().current).toEqual(then));
    const calls = vi.mocked(fetch).mock.calls.map(([input]) => String(input));
    expect(calls).toContain("/api/users/user/updateAutoRenew");
  });
});
