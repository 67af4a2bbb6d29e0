import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useModalStore } from "../../../components/modal/modal-store";
import en from "../../../i18n/en.json";
import fr from "../../../i18n/fr.json";
import { IntlProvider } from "../../../i18n/intl-lite";
import { queryClient } from "../../../lib/query-client";
import { readBillingPromo, storeBillingPromo } from "../auto-renew";
import type { IncentiveCouponDialogProps } from "../dialogs";
import { IncentiveCouponDialog } from "./incentive-coupon-dialog";

const PROPS: IncentiveCouponDialogProps = {
  coupon: { code: "RENEW15", discount: { type: "percent", value: 15 } },
  renewalDate: "2027-03-15",
};

/** Answers PUT updateAutoRenew with `refusals` in turn (then success); returns the bodies sent. */
function serve(...refusals: string[]) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      if (path === "/api/users/user/updateAutoRenew" && init?.method === "PUT") {
        const body = JSON.parse(String(init.body));
        sent.push(body);
        const code = refusals.shift();
        if (code) {
          return Response.json(
            { error: { code, message: code } },
            { status: code === "payment_method_required" ? 409 : 422 },
          );
        }
        return Response.json({ is_auto_renew: true, promoCode: body.promoCode ?? null });
      }
      if (path === "/api/config") return Response.json({ country: "ca", currency: "CAD" });
      return Response.json({ cards: [] });
    }),
  );
  return sent;
}

function renderDialog(props: IncentiveCouponDialogProps = PROPS, locale = "en-CA") {
  return render(
    <QueryClientProvider client={queryClient}>
      <IntlProvider locale={locale} messages={locale === "fr-CA" ? fr : en}>
        <IncentiveCouponDialog {...props} />
      </IntlProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
  sessionStorage.clear();
  useModalStore.setState({ current: null, waiting: [] });
});

describe("incentive coupon confirm", () => {
  it("shows the code, the discount and the renewal date, and confirming applies the code", async () => {
    const sent = serve();
    renderDialog();
    expect(screen.getByRole("heading", { name: "Save 15% on your renewal" })).toBeTruthy();
    expect(screen.getByText("RENEW15")).toBeTruthy();
    expect(screen.getByText(/March 15, 2027/)).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Turn on and save 15%" }));

    expect(
      await screen.findByRole("heading", { name: "Auto-renew discount applied" }),
    ).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe(
      "Your code RENEW15 is saved for your renewal on March 15, 2027.",
    );
    expect(sent).toEqual([{ is_auto_renew: true, promoCode: "RENEW15" }]);
    expect(readBillingPromo()).toBe("RENEW15");
    // The new content's button has the focus.
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Done" }));
  });

  it("formats the discount the Canadian French way", () => {
    serve();
    renderDialog(PROPS, "fr-CA");
    const heading = screen.getByRole("heading").textContent ?? "";
    expect(heading.replace(/[\u00a0\u202f]/g, " ")).toBe(
      "Économisez 15 % sur votre renouvellement",
    );
  });

  it("without a saved card opens the payment dialog, which comes back to the applied state", async () => {
    const sent = serve("payment_method_required");
    renderDialog();
    await userEvent.click(screen.getByRole("button", { name: "Turn on and save 15%" }));
    await vi.waitFor(() =>
      expect(useModalStore.getState().current).toEqual({
        type: "billing-payment-method",
        props: {
          thenEnable: true,
          thenOpen: { type: "incentive-coupon-confirm", props: { ...PROPS, enabled: true } },
        },
      }),
    );
    expect(sent).toEqual([{ is_auto_renew: true, promoCode: "RENEW15" }]);
    // The code stays kept for the payment form and the change after it.
    expect(readBillingPromo()).toBe("RENEW15");
  });

  it("opened again after the card was saved: applied when the code was kept, else on without it", () => {
    storeBillingPromo("RENEW15");
    const applied = renderDialog({ ...PROPS, enabled: true });
    expect(screen.getByRole("heading", { name: "Auto-renew discount applied" })).toBeTruthy();
    applied.unmount();
    sessionStorage.clear();
    renderDialog({ ...PROPS, enabled: true });
    expect(screen.getByRole("heading", { name: "Auto-renewal is on" })).toBeTruthy();
  });

  it("a refused code says the coupon is gone and offers auto-renew without it", async () => {
    const sent = serve("promo_code_not_valid");
    renderDialog();
    await userEvent.click(screen.getByRole("button", { name: "Turn on and save 15%" }));
    expect((await screen.findByRole("status")).textContent).toBe(
      "Sorry, code RENEW15 is no longer available. You can still turn on auto-renewal without it.",
    );
    await userEvent.click(screen.getByRole("button", { name: "Turn on without the code" }));
    expect(await screen.findByRole("heading", { name: "Auto-renewal is on" })).toBeTruthy();
    expect(sent).toEqual([{ is_auto_renew: true, promoCode: "RENEW15" }, { is_auto_renew: true }]);
  });

  it("another failure says nothing changed; Not now closes", async () => {
    serve("unexpected_error");
    useModalStore.setState({ current: { type: "incentive-coupon-confirm", props: PROPS } });
    renderDialog();
    await userEvent.click(screen.getByRole("button", { name: "Turn on and save 15%" }));
    expect((await screen.findByRole("alert")).textContent).toContain("nothing changed");
    await userEvent.click(screen.getByRole("button", { name: "Not now" }));
    expect(useModalStore.getState().current).toBeNull();
  });
});
