import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import en from "../../i18n/en.json";
import fr from "../../i18n/fr.json";
import { IntlProvider, useIntl } from "../../i18n/intl-lite";
import type { SavedPaymentMethod } from "./api/get-payment-method";
import { paymentMethodLabel } from "./payment-method-label";

const card: SavedPaymentMethod = {
  type: "card",
  brand: "Visa",
  last4: "1111",
  expiry: null,
  email: null,
};

function Label({ method }: { method: SavedPaymentMethod }) {
  return <p>{paymentMethodLabel(useIntl(), method)}</p>;
}

function labelIn(language: "en" | "fr", method: SavedPaymentMethod) {
  const { unmount } = render(
    <IntlProvider locale={`${language}-CA`} messages={language === "fr" ? fr : en}>
      <Label method={method} />
    </IntlProvider>,
  );
  const text = screen.getByRole("paragraph").textContent;
  unmount();
  return text;
}

describe("the saved payment method's label", () => {
  it("names a card by brand and last 4, in both languages", () => {
    expect(labelIn("en", card)).toBe("Visa ending in 1111");
    expect(labelIn("fr", card)).toBe("Visa se terminant par 1111");
  });

  it("shows a PayPal account by its masked e-mail, and a card without a brand as a card", () => {
    const paypal: SavedPaymentMethod = {
      type: "paypal",
      brand: "PayPal",
      last4: null,
      expiry: null,
      email: "j***@example.com",
    };
    expect(labelIn("en", paypal)).toBe("PayPal (j***@example.com)");
    expect(labelIn("fr", { ...card, brand: null })).toBe("Carte se terminant par 1111");
  });
});
