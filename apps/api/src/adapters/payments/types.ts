/**
 * The payment-gateway port. Amounts are integer cents; the adapters convert to the gateway's
 * decimal strings. Implementations: the local test gateway (default, offline, honours
 * Braintree's documented test nonces) and Braintree (when its keys are set).
 */
export type Currency = "CAD" | "USD";
export type GatewayName = "local" | "braintree";

/** What the gateway knows of one transaction (a sale or a refund credit). */
export interface GatewayTransaction {
  id: string;
  /** The order id we sent: our idempotency key, so reconciliation can find the charge. */
  orderId: string | null;
  type: "sale" | "credit";
  /** True when the money was (or will be) taken: authorized / submitted / settling / settled. */
  succeeded: boolean;
  status: string;
  amountCents: number;
  currency: string;
  paymentMethodToken: string | null;
  cardBrand: string | null;
  cardLast4: string | null;
  processorResponseCode: string | null;
  processorResponseText: string | null;
}

export type ChargeFailureKind =
  /** The issuer said no (processor response 2000–2999). */
  | "processor_declined"
  /** The gateway refused it (fraud, risk thresholds, …). */
  | "gateway_rejected"
  /** The processor failed (3000): nothing charged, may be retried. */
  | "processor_failure"
  /** The request was invalid: unknown / consumed nonce, invalid card number… */
  | "validation_error";

export type ChargeOutcome =
  | { ok: true; transaction: GatewayTransaction }
  | {
      ok: false;
      kind: ChargeFailureKind;
      message: string;
      transaction: GatewayTransaction | null;
      processorResponseCode: string | null;
      processorResponseText: string | null;
    };

export interface ChargeRequest {
  amountCents: number;
  currency: Currency;
  /** Our idempotency key; the gateway stores it as the transaction's order id. */
  orderId: string;
  /** One of nonce (a new payment) or token (a saved method, renewals). */
  paymentMethodNonce?: string;
  paymentMethodToken?: string;
  /** Save the payment method under this customer on success (auto-renew). */
  storeInVaultForCustomer?: string;
}

export type VaultOutcome =
  | { ok: true; token: string; cardBrand: string | null; cardLast4: string | null }
  | { ok: false; kind: ChargeFailureKind; message: string };

/**
 * A saved payment method as the gateway describes it. `token` stays on the server (renewals
 * charge it); what the member sees is built from the other fields.
 */
export interface SavedPaymentMethod {
  token: string;
  kind: "card" | "paypal" | "other";
  /** "Visa", "MasterCard", "PayPal", "Venmo"… */
  brand: string | null;
  last4: string | null;
  /** "MM" and "YYYY" as the gateway reports them; null when it does not say. */
  expirationMonth: string | null;
  expirationYear: string | null;
  /** The PayPal account's e-mail (unmasked: the API masks it). */
  email: string | null;
}

export interface PaymentGateway {
  readonly name: GatewayName;
  /** A client token for the browser's drop-in / hosted fields. */
  clientToken(customerId?: string): Promise<string>;
  charge(request: ChargeRequest): Promise<ChargeOutcome>;
  /** Every transaction the gateway holds with this order id (reconciliation). */
  findByOrderId(orderId: string): Promise<GatewayTransaction[]>;
  /** Refunds a sale (whole amount unless `amountCents`). */
  refund(transactionId: string, amountCents?: number): Promise<ChargeOutcome>;
  /** Saves a payment method from a nonce for the customer (verifying it). */
  vault(customerId: string, paymentMethodNonce: string): Promise<VaultOutcome>;
  /**
   * The saved method with this token, only when it belongs to this customer; null when the
   * gateway no longer has it (or it is someone else's).
   */
  findPaymentMethod(customerId: string, token: string): Promise<SavedPaymentMethod | null>;
}

/**
 * The gateway could not be reached or answered something unreadable: the outcome of the call is
 * UNKNOWN (the charge may or may not have happened). Callers keep the intent open for
 * reconciliation instead of calling it a decline.
 */
export class GatewayUnavailableError extends Error {
  override name = "GatewayUnavailableError";
}
