import type { IntlLite } from "../../i18n/intl-lite";
import type { SavedPaymentMethod } from "./api/get-payment-method";

/** "Visa ending in 1111", "PayPal (j***@example.com)": the saved method in one phrase. */
export function paymentMethodLabel(
  intl: IntlLite,
  method: Pick<SavedPaymentMethod, "type" | "brand" | "last4" | "email">,
): string {
  if (method.type === "paypal") {
    return method.email
      ? intl.formatMessage({ id: "billing.payment.paypalEmail" }, { email: method.email })
      : "PayPal";
  }
  const brand = method.brand ?? intl.formatMessage({ id: "billing.payment.card" });
  return method.last4
    ? intl.formatMessage({ id: "billing.payment.endingIn" }, { brand, last4: method.last4 })
    : brand;
}
