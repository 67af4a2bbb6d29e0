import { centsToDecimalString, decimalStringToCents } from "../../lib/money";
import {
  type ChargeOutcome,
  type ChargeRequest,
  type GatewayTransaction,
  GatewayUnavailableError,
  type PaymentGateway,
  type SavedPaymentMethod,
  type VaultOutcome,
} from "./types";

/**
 * The few calls of the `braintree` Node SDK (v3) this adapter uses, typed by hand: the package is
 * loaded with a dynamic import only when the Braintree keys are configured, so it is an optional
 * dependency (add `braintree` to apps/api dependencies before enabling it).
 */
export interface BraintreeSdk {
  BraintreeGateway: new (config: {
    environment: unknown;
    merchantId: string;
    publicKey: string;
    privateKey: string;
  }) => BraintreeGatewayApi;
  Environment: { Sandbox: unknown; Production: unknown };
}

interface BraintreeCreditCard {
  token?: string | null;
  cardType?: string | null;
  last4?: string | null;
}

/** What `paymentMethod.find` resolves to: a CreditCard, a PayPalAccount, a VenmoAccount… */
export interface BraintreePaymentMethod {
  token: string;
  customerId?: string | null;
  cardType?: string | null;
  last4?: string | null;
  expirationMonth?: string | null;
  expirationYear?: string | null;
  /** PayPal accounts only. */
  email?: string | null;
}

export interface BraintreeTransaction {
  id: string;
  type?: string;
  status: string;
  amount: string;
  currencyIsoCode?: string;
  orderId?: string | null;
  processorResponseCode?: string | null;
  processorResponseText?: string | null;
  gatewayRejectionReason?: string | null;
  creditCard?: BraintreeCreditCard | null;
  paypalAccount?: { token?: string | null } | null;
}

export interface BraintreeResult {
  success: boolean;
  message?: string;
  transaction?: BraintreeTransaction;
  errors?: { deepErrors(): { code: string; message: string }[] };
}

interface BraintreeSearchField {
  is(value: string): void;
}

export interface BraintreeGatewayApi {
  clientToken: {
    generate(params: { customerId?: string }): Promise<{ success: boolean; clientToken: string }>;
  };
  transaction: {
    sale(params: {
      amount: string;
      paymentMethodNonce?: string;
      paymentMethodToken?: string;
      orderId: string;
      merchantAccountId?: string;
      customerId?: string;
      options: { submitForSettlement: boolean; storeInVaultOnSuccess?: boolean };
    }): Promise<BraintreeResult>;
    refund(transactionId: string, amount?: string): Promise<BraintreeResult>;
    /** Without a callback the SDK returns an object stream of transactions. */
    search(
      build: (search: { orderId(): BraintreeSearchField }) => void,
    ): AsyncIterable<BraintreeTransaction>;
  };
  customer: {
    create(params: { id: string }): Promise<{ success: boolean; message?: string }>;
  };
  paymentMethod: {
    create(params: {
      customerId: string;
      paymentMethodNonce: string;
      options: { makeDefault: boolean; verifyCard: boolean };
    }): Promise<{
      success: boolean;
      message?: string;
      paymentMethod?: BraintreeCreditCard & { token: string };
      verification?: { status?: string; processorResponseCode?: string } | null;
    }>;
    /** Rejects with an error whose `type` is "notFoundError" for an unknown token. */
    find(token: string): Promise<BraintreePaymentMethod>;
  };
}

export interface BraintreeOptions {
  merchantId: string;
  publicKey: string;
  privateKey: string;
  environment: "sandbox" | "production";
  /** Merchant account per currency (Braintree settles one currency per merchant account). */
  merchantAccountId?: string;
}

// Statuses in which Braintree has taken (or will take) the money.
const SUCCEEDED = new Set([
  "authorized",
  "authorizing",
  "submitted_for_settlement",
  "settling",
  "settlement_pending",
  "settlement_confirmed",
  "settled",
]);

function toTransaction(t: BraintreeTransaction): GatewayTransaction {
  return {
    id: t.id,
    orderId: t.orderId ?? null,
    type: t.type === "credit" ? "credit" : "sale",
    succeeded: SUCCEEDED.has(t.status),
    status: t.status,
    amountCents: decimalStringToCents(t.amount),
    currency: t.currencyIsoCode ?? "",
    paymentMethodToken: t.creditCard?.token ?? t.paypalAccount?.token ?? null,
    cardBrand: t.creditCard?.cardType ?? (t.paypalAccount ? "PayPal" : null),
    cardLast4: t.creditCard?.last4 ?? null,
    processorResponseCode: t.processorResponseCode ?? null,
    processorResponseText: t.processorResponseText ?? null,
  };
}

/** The member-facing facts of a vaulted method (a PayPal account has an e-mail, a card a type). */
export function toSavedMethod(method: BraintreePaymentMethod): SavedPaymentMethod {
  const kind = method.email ? "paypal" : method.cardType ? "card" : "other";
  return {
    token: method.token,
    kind,
    brand: kind === "paypal" ? "PayPal" : (method.cardType ?? null),
    last4: method.last4 ?? null,
    expirationMonth: method.expirationMonth ?? null,
    expirationYear: method.expirationYear ?? null,
    email: method.email ?? null,
  };
}

function isNotFound(error: unknown): boolean {
  return (
    typeof error === "object" &&
    error !== null &&
    (error as { type?: unknown }).type === "notFoundError"
  );
}

/** Maps a Braintree result (sale or refund) to our outcome. */
export function toOutcome(result: BraintreeResult): ChargeOutcome {
  const t = result.transaction;
  if (result.success && t) return { ok: true, transaction: toTransaction(t) };
  if (t) {
    const kind =
      t.status === "processor_declined"
        ? "processor_declined"
        : t.status === "gateway_rejected"
          ? "gateway_rejected"
          : "processor_failure";
    return {
      ok: false,
      kind,
      message:
        kind === "gateway_rejected"
          ? `Gateway Rejected: ${t.gatewayRejectionReason ?? "unknown"}`
          : (t.processorResponseText ?? result.message ?? "Declined"),
      transaction: toTransaction(t),
      processorResponseCode: t.processorResponseCode ?? null,
      processorResponseText: t.processorResponseText ?? null,
    };
  }
  const first = result.errors?.deepErrors()[0];
  return {
    ok: false,
    kind: "validation_error",
    message: first?.message ?? result.message ?? "Invalid payment",
    transaction: null,
    processorResponseCode: first?.code ?? null,
    processorResponseText: first?.message ?? null,
  };
}

async function loadSdk(): Promise<BraintreeSdk> {
  // A variable specifier keeps TypeScript and bundlers from requiring the optional package.
  const specifier = "braintree";
  try {
    const loaded = (await import(specifier)) as { default?: BraintreeSdk } & BraintreeSdk;
    return loaded.default ?? loaded;
  } catch (error) {
    throw new Error(
      "BRAINTREE_* is set but the `braintree` package is not installed: add it to apps/api dependencies",
      { cause: error },
    );
  }
}

/** Wraps network / SDK exceptions: the outcome of the call is unknown (see GatewayUnavailableError). */
async function call<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new GatewayUnavailableError(`Braintree ${what} failed`, { cause: error });
  }
}

export async function createBraintreeGateway(
  options: BraintreeOptions,
  sdk?: BraintreeSdk,
): Promise<PaymentGateway> {
  const braintree = sdk ?? (await loadSdk());
  const gateway = new braintree.BraintreeGateway({
    environment:
      options.environment === "production"
        ? braintree.Environment.Production
        : braintree.Environment.Sandbox,
    merchantId: options.merchantId,
    publicKey: options.publicKey,
    privateKey: options.privateKey,
  });

  async function ensureCustomer(customerId: string) {
    // "Customer ID has already been taken" is fine: the customer exists.
    await call("customer.create", () => gateway.customer.create({ id: customerId }));
  }

  return {
    name: "braintree",

    async clientToken(customerId) {
      const result = await call("clientToken.generate", () =>
        gateway.clientToken.generate(customerId ? { customerId } : {}),
      );
      if (!result.success) throw new GatewayUnavailableError("Braintree refused a client token");
      return result.clientToken;
    },

    async charge(request: ChargeRequest) {
      if (request.storeInVaultForCustomer) await ensureCustomer(request.storeInVaultForCustomer);
      const result = await call("transaction.sale", () =>
        gateway.transaction.sale({
          amount: centsToDecimalString(request.amountCents),
          orderId: request.orderId,
          ...(request.paymentMethodNonce ? { paymentMethodNonce: request.paymentMethodNonce } : {}),
          ...(request.paymentMethodToken ? { paymentMethodToken: request.paymentMethodToken } : {}),
          ...(options.merchantAccountId ? { merchantAccountId: options.merchantAccountId } : {}),
          ...(request.storeInVaultForCustomer
            ? { customerId: request.storeInVaultForCustomer }
            : {}),
          options: {
            submitForSettlement: true,
            ...(request.storeInVaultForCustomer ? { storeInVaultOnSuccess: true } : {}),
          },
        }),
      );
      return toOutcome(result);
    },

    async findByOrderId(orderId) {
      return call("transaction.search", async () => {
        const found: GatewayTransaction[] = [];
        for await (const t of gateway.transaction.search((search) =>
          search.orderId().is(orderId),
        )) {
          found.push(toTransaction(t));
        }
        return found;
      });
    },

    async refund(transactionId, amountCents) {
      const result = await call("transaction.refund", () =>
        gateway.transaction.refund(
          transactionId,
          amountCents === undefined ? undefined : centsToDecimalString(amountCents),
        ),
      );
      return toOutcome(result);
    },

    async vault(customerId, paymentMethodNonce): Promise<VaultOutcome> {
      await ensureCustomer(customerId);
      const result = await call("paymentMethod.create", () =>
        gateway.paymentMethod.create({
          customerId,
          paymentMethodNonce,
          options: { makeDefault: true, verifyCard: true },
        }),
      );
      if (!result.success || !result.paymentMethod) {
        return {
          ok: false,
          kind: result.verification ? "processor_declined" : "validation_error",
          message: result.message ?? "The payment method was not accepted",
        };
      }
      return {
        ok: true,
        token: result.paymentMethod.token,
        cardBrand: result.paymentMethod.cardType ?? null,
        cardLast4: result.paymentMethod.last4 ?? null,
      };
    },

    async findPaymentMethod(customerId, token) {
      let method: BraintreePaymentMethod;
      try {
        method = await gateway.paymentMethod.find(token);
      } catch (error) {
        // Deleted at the gateway (or never there): nothing saved, not an outage.
        if (isNotFound(error)) return null;
        throw new GatewayUnavailableError("Braintree paymentMethod.find failed", { cause: error });
      }
      // A token is a merchant-wide id: only the customer's own method is theirs to see.
      if (method.customerId !== customerId) return null;
      return toSavedMethod(method);
    },
  };
}
