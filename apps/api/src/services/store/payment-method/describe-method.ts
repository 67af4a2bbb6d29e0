import type { SavedPaymentMethod as WireMethod } from "@spc/shared";
import type { SavedPaymentMethod } from "../../../adapters/payments";

/** "jane.doe@example.com" → "j***@example.com": enough to recognise, not enough to harvest. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return "***";
  return `${email[0]}***${email.slice(at)}`;
}

/** What the member sees of a saved method (the token never leaves the server). */
export function describeMethod(method: Omit<SavedPaymentMethod, "token">): WireMethod {
  const { expirationMonth: month, expirationYear: year } = method;
  return {
    type: method.kind,
    brand: method.brand,
    last4: method.last4,
    expiry: month && year ? `${month.padStart(2, "0")}/${year}` : null,
    email: method.email ? maskEmail(method.email) : null,
  };
}

/** The facts our own books keep (payment_customers), for when the gateway cannot be asked. */
export function fromOwnRecord(record: {
  cardBrand: string | null;
  cardLast4: string | null;
}): Omit<SavedPaymentMethod, "token"> {
  return {
    kind: record.cardBrand === "PayPal" ? "paypal" : "card",
    brand: record.cardBrand,
    last4: record.cardLast4,
    expirationMonth: null,
    expirationYear: null,
    email: null,
  };
}
